import { parseDecimal, parseOptionalDecimal } from './decimal';

describe('parseDecimal', () => {
  it('reads decimals', () => {
    expect(parseDecimal('2.5')).toBe(2.5);
    expect(parseDecimal(' 10 ')).toBe(10);
  });

  it('falls back to 0 when the text is not a number (spec 000 §5)', () => {
    expect(parseDecimal('abc')).toBe(0);
    expect(parseDecimal('')).toBe(0);
  });

  it('accepts Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseDecimal('١٢٫٥')).toBe(12.5);
    expect(parseDecimal('۳')).toBe(3);
  });

  it('ignores thousands separators', () => {
    expect(parseDecimal('1,250')).toBe(1250);
  });
});

describe('parseOptionalDecimal', () => {
  it('answers null for an empty field', () => {
    expect(parseOptionalDecimal('  ')).toBeNull();
    expect(parseOptionalDecimal('15')).toBe(15);
  });
});
