const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const NON_ASCII_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Operators type on Arabic keyboards, so numbers arrive as ٠١٢٣ (Arabic-Indic) or ۰۱۲۳ (Persian)
 * digits as often as 0123. Every number the domain reads goes through here first.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
