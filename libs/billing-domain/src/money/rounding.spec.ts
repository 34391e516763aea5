import { divideRoundingHalfUp, toSafeNumber } from './rounding';

describe('divideRoundingHalfUp', () => {
  it('keeps an exact quotient', () => {
    expect(divideRoundingHalfUp(12n, 4n)).toBe(3n);
  });

  it('rounds below the half down', () => {
    expect(divideRoundingHalfUp(1249n, 100n)).toBe(12n);
  });

  it('rounds the half up', () => {
    expect(divideRoundingHalfUp(1250n, 100n)).toBe(13n);
  });

  it('rounds a negative half away from zero', () => {
    expect(divideRoundingHalfUp(-1250n, 100n)).toBe(-13n);
    expect(divideRoundingHalfUp(-1249n, 100n)).toBe(-12n);
  });

  it('refuses a zero or negative denominator', () => {
    expect(() => divideRoundingHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1n, -1n)).toThrow(RangeError);
  });
});

describe('toSafeNumber', () => {
  it('converts a safe integer', () => {
    expect(toSafeNumber(-42n)).toBe(-42);
  });

  it('refuses an integer JavaScript cannot hold exactly', () => {
    expect(toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toBeNull();
  });
});
