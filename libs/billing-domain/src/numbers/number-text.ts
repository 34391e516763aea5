import { InvalidInputError } from '../errors/invalid-input.error';
import { toAsciiDigits } from '../text/ascii-digits';

const ARABIC_DECIMAL_SEPARATOR = /\u066b/g;
const ARABIC_THOUSANDS_SEPARATOR = /\u066c/g;
const PLAIN_DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
/** '224,000' and '1,234,567.5': a comma followed by three digits groups thousands. */
const GROUPED_THOUSANDS = /^([+-]?)(\d{1,3}(?:,\d{3})+)(\.\d+)?$/;
/** '12,5' and '0,75': a comma followed by one or two digits is the decimal mark. */
const DECIMAL_COMMA = /^([+-]?\d+),(\d{1,2})$/;
/** The shortest text JavaScript gives a number, when it is not in exponent form. */
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * The one number reader (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent):
 * what an operator typed or pasted, as canonical ASCII decimal text ('12.5', '-3', '224000'), or null when it
 * is not a number. Reads Arabic-Indic (٠–٩) and Persian (۰–۹) digits, the Arabic decimal mark ٫ and thousands
 * mark ٬, a comma followed by one or two digits as the decimal mark (`12,5` = 12.5) and a comma followed by
 * three digits as a thousands separator (`224,000`). Anything else — blank text, letters, `1e3`, `12,5,3`,
 * `1,2345` — is null, never 0.
 */
export function normaliseNumberText(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value + 0);
    return NUMBER_TEXT.test(text) ? text : null;
  }
  if (typeof value !== 'string') return null;
  const text = toAsciiDigits(value.trim())
    .replace(ARABIC_DECIMAL_SEPARATOR, '.')
    .replace(ARABIC_THOUSANDS_SEPARATOR, ',');
  if (PLAIN_DECIMAL.test(text)) return withoutPlus(text);
  const grouped = GROUPED_THOUSANDS.exec(text);
  if (grouped) return withoutPlus(`${grouped[1]}${grouped[2]!.replace(/,/g, '')}${grouped[3] ?? ''}`);
  const decimalComma = DECIMAL_COMMA.exec(text);
  if (decimalComma) return withoutPlus(`${decimalComma[1]}.${decimalComma[2]}`);
  return null;
}

/** A number as a request sends it, before the one number reader reads it: a JSON number or typed text. */
export type NumberText = number | string;

/** True when `value` was sent as a number or as text (what the number reader takes). */
export function isNumberText(value: unknown): value is NumberText {
  return typeof value === 'number' || typeof value === 'string';
}

/** True when `value` is blank: nothing typed (a blank cell keeps what is on file, a blank price is automatic). */
export function isBlankNumber(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Reads a number typed into the field named `field` (Arabic, e.g. 'قيمة الأمبير'), refusing anything
 * else with an Arabic message that names the field and repeats what was typed.
 */
export function readNumber(value: unknown, field: string): number {
  const text = normaliseNumberText(value);
  if (text === null) throw notANumber(value, field);
  return Number(text);
}

/** The error for text that is not a number in the field `field`: never read as 0. */
export function notANumber(value: unknown, field: string): InvalidInputError {
  if (isBlankNumber(value)) return new InvalidInputError(`${field}: يرجى إدخال رقم`, 'NUMBER_REQUIRED');
  const shown = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : typeof value;
  return new InvalidInputError(`${field}: «${shown.slice(0, 40)}» ليس رقماً صالحاً`, 'NOT_A_NUMBER');
}

function withoutPlus(text: string): string {
  return text.startsWith('+') ? text.slice(1) : text;
}
