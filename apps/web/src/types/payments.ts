/** Shapes of the payments ledger's answers (issue 11, CONTRACT-11 `PaymentResponse`). The server
 * computes every amount (the USD amount, the pounds, the record's new balance); the web only shows them.
 * Written from the contract until the ledger's API is in the generated OpenAPI types. */
export type PaymentCurrency = 'USD' | 'LBP';

export type PaymentMethod = 'cash' | 'bank_transfer' | 'money_transfer';

/** The record a payment or a void left behind (on the POST and void answers). */
export interface PaymentRecordState {
  amount: number;
  arrears: number;
  amountPaid: number;
  outstandingBalance: number;
  isPaid: boolean;
}

export interface Payment {
  id: string;
  /** R-2026-000123 */
  receiptNumber: string;
  system: string;
  recordId: string;
  customerNumber: number;
  customerName: string;
  box: string | null;
  /** E.164 (+9613123456) or null. */
  customerPhone: string | null;
  /** YYYY-MM */
  billingMonth: string;
  /** The month in Arabic with its year. */
  billingMonthLabel: string;
  /** USD */
  amount: number;
  currency: PaymentCurrency;
  /** The pounds handed over (LBP), else the USD amount at the rate in whole pounds. */
  amountLbp: number;
  exchangeRate: number;
  method: PaymentMethod;
  note: string | null;
  source: string;
  /** ISO timestamp */
  receivedAt: string;
  /** The collector's e-mail (or cli:<user>). */
  receivedBy: string;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
  record?: PaymentRecordState;
}

/** What the take-payment dialog sends (`POST …/{id}/payments`). */
export interface PaymentInput {
  amount: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  note: string;
  clientId: string;
}
