import { normaliseNumberText } from '../numbers/number-text';
import { toSafeNumber } from './rounding';

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Reads a decimal with at most `scale` decimals as an integer number of 10^-scale units
 * ('12.5' at scale 2 is 1250). Returns null when it is not such a decimal. The digits are read as
 * text, so 12.25 is exact and 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded.
 */
export function parseScaledDecimal(value: number | string, scale: number): number | null {
  // The one number reader: Arabic-Indic digits, ٫, comma decimals and thousands (issue 6).
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
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  const signed = toSafeNumber(sign ? -units : units);
  // Normalise -0 to 0.
  return signed === null ? null : signed + 0;
}

/** Writes integer units back as a decimal, trimming trailing zeros down to `minDecimals`. */
export function formatScaledDecimal(
  units: number,
  scale: number,
  options: { minDecimals: number; grouping: boolean },
): string {
  const negative = units < 0;
  const magnitude = BigInt(Math.abs(units));
  const factor = 10n ** BigInt(scale);
  let whole = (magnitude / factor).toString();
  let fraction = scale > 0 ? (magnitude % factor).toString().padStart(scale, '0') : '';
  while (fraction.length > options.minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  if (options.grouping) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
