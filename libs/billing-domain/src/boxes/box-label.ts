import { toAsciiDigits } from '../text/ascii-digits';

/**
 * A box as it is stored: trimmed, in ASCII digits so that box ٧ typed on an Arabic
 * keyboard is box 7 in filters, print dialogs and record tables; blank is no box. Every write path
 * (add, edit, import, column paste) stores boxes through here.
 */
export function normaliseBox(box: string | null | undefined): string | null {
  const trimmed = toAsciiDigits(box ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
