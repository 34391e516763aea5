import { readNumberEntry } from '../../../lib/number-entry';
import { collectMessages as t } from '../messages';
import type { PaymentCurrency } from './payment-queue';

export const NOTE_MAX_LENGTH = 500;

/** What the collector typed, read before the payment is kept: the same number reader as the server
 * (Arabic-Indic digits, comma decimals); refusals in Arabic naming the field. The server decides the
 * rest (the balance rule, the conversion of pounds) when it records the payment. */
export type PaymentEntry =
  | { ok: true; amount: number; amountText: string; currency: PaymentCurrency; note: string | null }
  | { ok: false; field: 'amount' | 'note'; message: string };

export function readPaymentEntry(
  amountText: string,
  currency: PaymentCurrency,
  noteText: string,
): PaymentEntry {
  const read = readNumberEntry(amountText, t.amount);
  if (!read.ok) return { ok: false, field: 'amount', message: read.message };
  const amount = read.value ?? 0;
  if (amount <= 0) return { ok: false, field: 'amount', message: t.amountPositive };
  if (currency === 'LBP' && !Number.isInteger(amount)) {
    return { ok: false, field: 'amount', message: t.lbpWholePounds };
  }
  const note = noteText.trim();
  if (note.length > NOTE_MAX_LENGTH) return { ok: false, field: 'note', message: t.noteTooLong };
  return { ok: true, amount, amountText: amountText.trim(), currency, note: note || null };
}
