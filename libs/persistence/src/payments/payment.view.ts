/** One payment of the ledger as stored (money as exact decimal text, times as ISO text). */
export interface PaymentView {
  id: string;
  receiptNumber: string;
  system: string;
  recordId: string;
  customerNumber: number;
  customerName: string;
  box: string | null;
  /** YYYY-MM: the billing month the payment settles. */
  billingMonth: string;
  /** What the payment settles, in dollars. */
  amount: string;
  currency: 'USD' | 'LBP';
  /** The pounds handed over, when the currency is LBP. */
  amountLbp: string | null;
  exchangeRate: string;
  method: 'cash' | 'bank_transfer' | 'money_transfer';
  note: string | null;
  source: string;
  receivedAt: string;
  receivedBy: string;
  receivedByUserId: string | null;
  clientId: string | null;
  batchId: string | null;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
  voidBatchId: string | null;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The columns of PaymentView, read from payments `p`. */
export const PAYMENT_VIEW_COLUMNS = `
  p.id, p.receipt_number AS "receiptNumber", p.system, p.record_id AS "recordId",
  p.customer_number AS "customerNumber", p.customer_name AS "customerName", p.box,
  p.billing_month AS "billingMonth", p.amount::text AS amount, p.currency,
  p.amount_lbp::text AS "amountLbp", p.exchange_rate::text AS "exchangeRate", p.method, p.note, p.source,
  to_char(p.received_at AT TIME ZONE 'UTC', ${ISO}) AS "receivedAt", p.received_by AS "receivedBy",
  p.received_by_user_id AS "receivedByUserId", p.client_id AS "clientId", p.batch_id AS "batchId",
  to_char(p.voided_at AT TIME ZONE 'UTC', ${ISO}) AS "voidedAt", p.voided_by AS "voidedBy",
  p.void_reason AS "voidReason", p.void_batch_id AS "voidBatchId"`;

/** Newest first: latest received, then the higher receipt number (the domain's newestFirst). */
export const NEWEST_PAYMENT_FIRST =
  'p.received_at DESC, length(p.receipt_number) DESC, p.receipt_number DESC';
