import type { Month } from '../calendar/month';
import { ConflictError } from '../errors/conflict.error';
import { InvalidInputError } from '../errors/invalid-input.error';

export const VOID_REASON_MAX_LENGTH = 500;

/** What the void rule needs to know of a payment. */
export interface VoidablePayment {
  readonly billingMonth: Month;
  readonly voidedAt: Date | null;
}

/**
 * docs/business-rules.md#the-payments-ledger: a payment is never edited or deleted; a mistake is voided, with
 * a reason, and written again. Only a payment of the live month may be voided (a closed month's balance has
 * already been carried into the next month as arrears), and only once. Answers the reason as it is kept.
 */
export function voidPayment(payment: VoidablePayment, liveMonth: Month, reason: unknown): string {
  if (payment.voidedAt !== null) {
    throw new InvalidInputError('هذه الدفعة ملغاة مسبقاً', 'PAYMENT_ALREADY_VOID');
  }
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') throw reasonRequired();
  if (text.length > VOID_REASON_MAX_LENGTH) {
    throw new InvalidInputError(
      `سبب الإلغاء طويل جداً: ${VOID_REASON_MAX_LENGTH} حرف على الأكثر`,
      'VOID_REASON_TOO_LONG',
    );
  }
  if (!payment.billingMonth.equals(liveMonth)) {
    throw new ConflictError('لا يمكن إلغاء دفعة من شهر مغلق', 'PAYMENT_MONTH_CLOSED');
  }
  return text;
}

/** A reason as sent: text (read by voidPayment); anything else is no reason. */
export function readVoidReasonText(value: unknown): string {
  if (typeof value !== 'string') throw reasonRequired();
  return value;
}

function reasonRequired(): InvalidInputError {
  return new InvalidInputError('يرجى كتابة سبب الإلغاء', 'VOID_REASON_REQUIRED');
}
