/** What was handed over: dollars, or Lebanese pounds converted at the stored rate. */
export const PAYMENT_CURRENCIES = ['USD', 'LBP'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** How the money came: cash in hand, a bank transfer, or a money-transfer shop (OMT, Whish). */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'money_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = Object.freeze({
  cash: 'نقداً',
  bank_transfer: 'تحويل مصرفي',
  money_transfer: 'شركة تحويل أموال (OMT، Whish)',
});

/**
 * How a payment was recorded: a collection (the payment calls), or one of the older ways of setting
 * the paid amount, which record the difference; 'opening-balance' is what was paid before the ledger.
 */
export const PAYMENT_SOURCES = [
  'collection',
  'paid-edit',
  'mark-paid',
  'record-table',
  'import',
  'column-paste',
  'opening-balance',
] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export function isPaymentCurrency(value: unknown): value is PaymentCurrency {
  return typeof value === 'string' && (PAYMENT_CURRENCIES as readonly string[]).includes(value);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isPaymentSource(value: unknown): value is PaymentSource {
  return typeof value === 'string' && (PAYMENT_SOURCES as readonly string[]).includes(value);
}
