import { InvalidInputError } from '../errors/invalid-input.error';
import { normaliseNumberText, notANumber } from '../numbers/number-text';
import { toSafeNumber } from './rounding';

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Reads a decimal with at most `scale` decimals as an integer number of 10^-scale units
 * ('12.5' at scale 2 is 1250). Returns null when it is not such a decimal. The digits are read as
 * text, so 12.25 is exact and 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded.
 */
export function parseScaledDecimal(value: number | string, scale: number): number | null {
  // The one number reader: Arabic-Indic digits, ٫, comma decimals and thousands
  const text = normaliseNumberText(value);
  if (text === null) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const sign = match[1];
  const whole = match[2] ?? '';
  // Trailing zeros add no precision: '12.500' is the same amount as '12.50'.
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (whole === '' && (match[3] ?? '') === '') return null;
  if (fraction.length > scale) return null;
  // At most 15 digits in all stay below 10^15 < 2^53: plain integer arithmetic is exact there.
  if (whole.length + scale <= SAFE_DIGITS) {
    const units = Number(whole || '0') * 10 ** scale + Number(fraction.padEnd(scale, '0') || '0');
    // Normalise -0 to 0.
    return (sign ? -units : units) + 0;
  }
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  const signed = toSafeNumber(sign ? -units : units);
  // Normalise -0 to 0.
  return signed === null ? null : signed + 0;
}

/** Any integer of this many decimal digits is a safe integer (10^15 < 2^53). */
const SAFE_DIGITS = 15;

/** Writes integer units back as a decimal, trimming trailing zeros down to `minDecimals`. */
export function formatScaledDecimal(
  units: number,
  scale: number,
  options: { minDecimals: number; grouping: boolean },
): string {
  const negative = units < 0;
  const magnitude = Math.abs(units);
  // Safe integers only (as every amount is): % is exact, and so is dividing the multiple left by 10^scale.
  const factor = 10 ** scale;
  const remainder = magnitude % factor;
  let whole = ((magnitude - remainder) / factor).toString();
  let fraction = scale > 0 ? remainder.toString().padStart(scale, '0') : '';
  while (fraction.length > options.minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  if (options.grouping) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const AT_MOST_DECIMALS: Record<number, string> = {
  0: 'عدداً صحيحاً',
  2: 'بخانتين عشريتين على الأكثر',
  3: 'بثلاث خانات عشرية على الأكثر',
  4: 'بأربع خانات عشرية على الأكثر',
};

/**
 * Why `value`, typed into the field `field`, is not a decimal of at most `scale` decimals: not a
 * number at all, too many decimals, or too large. The message names the field and repeats the value.
 */
export function invalidDecimalError(value: unknown, field: string, scale: number): InvalidInputError {
  const text = normaliseNumberText(value);
  if (text === null) return notANumber(value, field);
  const shown = String(value).trim().slice(0, 40);
  const fraction = (text.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) {
    const limit = AT_MOST_DECIMALS[scale] ?? `بـ ${scale} خانات عشرية على الأكثر`;
    return new InvalidInputError(`${field}: «${shown}» ${limit}`, 'TOO_MANY_DECIMALS');
  }
  return new InvalidInputError(`${field}: «${shown}» كبير جداً`, 'NUMBER_TOO_LARGE');
}

/** The error for a negative value typed into a field that is never below zero. */
export function negativeValueError(field: string, code: string): InvalidInputError {
  return new InvalidInputError(`${field}: لا يمكن أن يكون سالباً`, code);
}
