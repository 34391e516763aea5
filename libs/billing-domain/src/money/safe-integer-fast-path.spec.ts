import { formatScaledDecimal, parseScaledDecimal } from './decimal-text';
import { Money } from './money';
import { Quantity } from './quantity';
import { divideRoundingHalfUp, divideSafeRoundingHalfUp, toSafeNumber } from './rounding';

/**
 * The money readers, writers and products take plain integer arithmetic when the numbers are small
 * safe integers and BigInt otherwise. These references are the BigInt-only rules they replaced: the
 * fast path must agree with them to the unit on every case, edges included. The large sweeps collect
 * the cases that disagree and expect none (one assertion each, not 170,000).
 */
function referenceParse(text: string, scale: number): number | null {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const whole = match[2] ?? '';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (whole === '' && (match[3] ?? '') === '') return null;
  if (fraction.length > scale) return null;
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  const signed = toSafeNumber(match[1] ? -units : units);
  return signed === null ? null : signed + 0;
}

function referenceFormat(units: number, scale: number, minDecimals: number): string {
  const magnitude = BigInt(Math.abs(units));
  const factor = 10n ** BigInt(scale);
  const whole = (magnitude / factor).toString();
  let fraction = scale > 0 ? (magnitude % factor).toString().padStart(scale, '0') : '';
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${units < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A deterministic spread of integers: small ones, powers of ten and their neighbours, the safe edge. */
function sampleIntegers(): number[] {
  const values = new Set<number>();
  for (let n = 0; n <= 2_000; n += 1) values.add(n);
  for (let power = 0; power <= 15; power += 1) {
    const p = 10 ** power;
    for (const delta of [-501, -500, -499, -1, 0, 1, 499, 500, 501]) values.add(p + delta);
  }
  for (const edge of [2 ** 52, 2 ** 53 - 1, 2 ** 52 - 1, 2 ** 52 + 1, Number.MAX_SAFE_INTEGER - 500])
    values.add(edge);
  let seed = 12345;
  for (let i = 0; i < 5_000; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    values.add(seed % 10 ** (1 + (i % 15)));
  }
  return [...values].filter((n) => n >= 0 && Number.isSafeInteger(n));
}

describe('safe-integer fast paths agree with the BigInt rules', () => {
  const integers = sampleIntegers();

  it('parseScaledDecimal reads every sample as the BigInt reader does, at every scale', () => {
    const disagreements: unknown[] = [];
    for (const scale of [0, 2, 3]) {
      for (const n of integers) {
        const digits = String(n);
        const texts = [
          digits,
          `-${digits}`,
          `${digits}.`,
          `0${digits}`,
          `${digits.slice(0, -1) || '0'}.${digits.slice(-1)}`,
          `${digits.slice(0, -2) || '0'}.${digits.slice(-2).padStart(2, '0')}`,
          `${digits.slice(0, -3) || '0'}.${digits.slice(-3).padStart(3, '0')}0`,
          `-.${digits.slice(-2)}`,
        ];
        for (const text of texts) {
          const [read, expected] = [parseScaledDecimal(text, scale), referenceParse(text, scale)];
          if (!Object.is(read, expected)) disagreements.push({ text, scale, read, expected });
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('parseScaledDecimal keeps the edges: 15 and 16 digits, beyond the safe range, minus zero', () => {
    const texts = [
      '999999999999999',
      '9999999999999.99',
      '99999999999999.99',
      '9007199254740991',
      '90071992547409.91',
      '90071992547409.92',
      '-90071992547409.91',
      '-0',
      '-0.00',
      '000000000000000000001.5',
      '123456789012.345',
    ];
    for (const scale of [0, 2, 3]) {
      for (const text of texts)
        expect([text, scale, parseScaledDecimal(text, scale)]).toEqual([
          text,
          scale,
          referenceParse(text, scale),
        ]);
    }
    expect(Object.is(parseScaledDecimal('-0', 2), 0)).toBe(true);
    expect(parseScaledDecimal('90071992547409.92', 2)).toBeNull();
  });

  it('formatScaledDecimal writes every sample as the BigInt writer does', () => {
    const disagreements: unknown[] = [];
    for (const scale of [0, 2, 3]) {
      for (const minDecimals of [0, 2]) {
        for (const n of integers) {
          for (const units of [n, -n]) {
            const written = formatScaledDecimal(units, scale, { minDecimals, grouping: false });
            const expected = referenceFormat(units, scale, minDecimals);
            if (written !== expected) disagreements.push({ units, scale, minDecimals, written, expected });
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('divideSafeRoundingHalfUp rounds exactly as divideRoundingHalfUp', () => {
    const disagreements: unknown[] = [];
    for (const denominator of [1, 2, 3, 7, 100, 1000]) {
      for (const n of integers) {
        for (const numerator of [n, -n]) {
          const rounded = divideSafeRoundingHalfUp(numerator, denominator);
          const expected = Number(divideRoundingHalfUp(BigInt(numerator), BigInt(denominator)));
          if (!Object.is(rounded, expected))
            disagreements.push({ numerator, denominator, rounded, expected });
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('Money.times gives the BigInt product rounded half up, near and beyond 2^52 too', () => {
    const cents = [
      0,
      1,
      5,
      49,
      50,
      99,
      1_500,
      123_456,
      10 ** 9,
      2 ** 40,
      2 ** 45 + 7,
      Number.MAX_SAFE_INTEGER,
    ];
    const thousandths = [0, 1, 499, 500, 501, 1_500, 2_500, 12_345, 10 ** 6, 2 ** 12 + 3, 2 ** 20];
    for (const c of cents) {
      for (const t of thousandths) {
        for (const signed of [c, -c]) {
          const exact = toSafeNumber(divideRoundingHalfUp(BigInt(signed) * BigInt(t), 1000n));
          const times = () => Money.ofCents(signed).times(Quantity.ofThousandths(t)).cents;
          if (exact === null) expect(times).toThrow();
          else expect([signed, t, times()]).toEqual([signed, t, exact]);
        }
      }
    }
  });
});
