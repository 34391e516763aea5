import { InvalidInputError } from '../errors/invalid-input.error';
import { ExchangeRate, Lbp, toUsd } from '../money/lbp';
import { parseScaledDecimal } from '../money/decimal-text';
import { Money } from '../money/money';
import { isNumberText, type NumberText } from '../numbers/number-text';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../requests/idempotency-key';
import {
  isPaymentCurrency,
  isPaymentMethod,
  type PaymentCurrency,
  type PaymentMethod,
} from './payment-method';

/** A collector may take more than is owed (a credit for next month), but not by more than this. */
export const MAX_OVERPAYMENT = Money.ofCents(100_000);
export const PAYMENT_NOTE_MAX_LENGTH = 500;

export interface PaymentInput {
  /** What the payment settles, in dollars (pounds converted at the rate, to the cent). */
  readonly amount: Money;
  /** The pounds handed over, when the currency is LBP. */
  readonly amountLbp: Lbp | null;
  readonly currency: PaymentCurrency;
  readonly method: PaymentMethod;
  readonly note: string | null;
  /** The client's idempotency key: the same key again is the same payment. */
  readonly clientId: string | null;
}

export interface PaymentContext {
  /** What the customer owes now (negative when in credit). */
  readonly outstanding: Money;
  /** The stored rate, pounds per dollar. */
  readonly rate: ExchangeRate;
}

/**
 * What a collector typed for one payment. The amount goes through the one number reader
 * (Arabic-Indic digits, comma decimals); pounds are whole and converted to dollars at the stored rate,
 * to the cent, half away from zero. Currency defaults to USD and method to cash.
 */
export function parsePaymentInput(body: unknown, context: PaymentContext): PaymentInput {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const currency = readPaymentCurrency(fields.currency);
  const method = readPaymentMethod(fields.method);
  let amount: Money;
  let amountLbp: Lbp | null = null;
  if (currency === 'LBP') {
    const pounds = readAmount(fields.amount, 0);
    amountLbp = Lbp.ofPounds(pounds);
    amount = toUsd(amountLbp, context.rate);
  } else {
    amount = Money.ofCents(readAmount(fields.amount, 2));
  }
  if (!amount.isPositive()) {
    throw new InvalidInputError('يجب أن يكون المبلغ أكبر من صفر', 'PAYMENT_NOT_POSITIVE');
  }
  if (amount.compare(context.outstanding.plus(MAX_OVERPAYMENT)) > 0) {
    throw new InvalidInputError(
      'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار',
      'PAYMENT_EXCEEDS_BALANCE',
    );
  }
  return {
    amount,
    amountLbp,
    currency,
    method,
    note: readPaymentNote(fields.note),
    clientId: readPaymentClientIdText(fields.clientId),
  };
}

/**
 * The amount as sent, a number or text: read by parsePaymentInput once the currency (dollars to the cent,
 * whole pounds) and the balance are known; anything else is refused as a bad amount.
 */
export function readPaymentAmountText(value: unknown): NumberText {
  if (!isNumberText(value)) throw invalidAmount();
  return value;
}

function invalidAmount(): InvalidInputError {
  return new InvalidInputError('يرجى إدخال مبلغ صحيح', 'INVALID_PAYMENT_AMOUNT');
}

/** Integer units at `scale` decimals (cents for dollars, whole pounds), or the refusal. */
function readAmount(value: unknown, scale: number): number {
  const units = isNumberText(value) ? parseScaledDecimal(value, scale) : null;
  if (units === null) throw invalidAmount();
  if (units <= 0) throw new InvalidInputError('يجب أن يكون المبلغ أكبر من صفر', 'PAYMENT_NOT_POSITIVE');
  return units;
}

/** The currency: USD when not given. */
export function readPaymentCurrency(value: unknown): PaymentCurrency {
  if (value === undefined || value === null || value === '') return 'USD';
  const text = typeof value === 'string' ? value.trim().toUpperCase() : value;
  if (!isPaymentCurrency(text))
    throw new InvalidInputError('العملة غير معروفة: اختر USD أو LBP', 'UNKNOWN_CURRENCY');
  return text;
}

/** The method: cash when not given. */
export function readPaymentMethod(value: unknown): PaymentMethod {
  if (value === undefined || value === null || value === '') return 'cash';
  const text = typeof value === 'string' ? value.trim() : value;
  if (!isPaymentMethod(text)) throw new InvalidInputError('طريقة الدفع غير معروفة', 'UNKNOWN_PAYMENT_METHOD');
  return text;
}

/** The note, trimmed, at most PAYMENT_NOTE_MAX_LENGTH characters; blank is none. */
export function readPaymentNote(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new InvalidInputError('الملاحظة غير صالحة', 'INVALID_PAYMENT_NOTE');
  const note = value.trim();
  if (note.length > PAYMENT_NOTE_MAX_LENGTH) {
    throw new InvalidInputError(
      `الملاحظة طويلة جداً: ${PAYMENT_NOTE_MAX_LENGTH} حرف على الأكثر`,
      'PAYMENT_NOTE_TOO_LONG',
    );
  }
  return note === '' ? null : note;
}

/**
 * The client's idempotency key of a payment body, read before anything else: a retry answers the
 * payment already recorded even when the amount would no longer be accepted.
 */
export function readPaymentClientId(body: unknown): string | null {
  return readPaymentClientIdText(
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).clientId : undefined,
  );
}

/** One client id as sent: trimmed, 1 to IDEMPOTENCY_KEY_MAX_LENGTH characters; none when absent. */
export function readPaymentClientIdText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const key = typeof value === 'string' ? value.trim() : '';
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new InvalidInputError('معرّف الدفعة لدى الجهاز غير صالح (100 حرف على الأكثر)', 'INVALID_CLIENT_ID');
  }
  return key;
}
