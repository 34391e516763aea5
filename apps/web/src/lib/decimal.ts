const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic digits (٠١٢ and ۰۱۲) and the Arabic decimal separator as ASCII, so an operator may type
 * either. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '');
}

/** spec 000 §5: numeric inputs are parsed as decimals and fall back to 0 when invalid. */
export function parseDecimal(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : 0;
  if (!text) return 0;
  const value = Number.parseFloat(toAsciiDigits(text).trim().replace(/,/g, ''));
  return Number.isFinite(value) ? value : 0;
}

/** A decimal, or null when the field was left empty (e.g. an ampere price that falls back to the
 * server's threshold price). */
export function parseOptionalDecimal(text: string): number | null {
  return text.trim() === '' ? null : parseDecimal(text);
}
