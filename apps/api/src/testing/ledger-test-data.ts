import type { SqlExecutor } from '@kahraba/persistence';

/** One payment of the ledger as a test reads it back (amounts as JSON numbers). */
export interface LedgerPayment {
  id: string;
  amount: number;
  billingMonth: string;
  source: string;
  receivedBy: string;
  receiptNumber: string;
  batchId: string | null;
  voided: boolean;
  voidReason: string | null;
  voidBatchId: string | null;
}

/**
 * A record's payments, oldest first, and the ledger's paid amount: the sum of the payments of the
 * record's live month that are not void, what every answer's amountPaid must equal.
 */
export async function ledgerOf(
  db: SqlExecutor,
  recordId: string,
): Promise<{ paid: number; payments: LedgerPayment[] }> {
  const payments = await db.query<LedgerPayment>(
    `SELECT p.id, p.amount::float AS amount, p.billing_month AS "billingMonth", p.source,
       p.received_by AS "receivedBy", p.receipt_number AS "receiptNumber", p.batch_id AS "batchId",
       p.voided_at IS NOT NULL AS voided, p.void_reason AS "voidReason", p.void_batch_id AS "voidBatchId"
     FROM payments p WHERE p.record_id = $1 ORDER BY p.received_at, p.receipt_number`,
    [recordId],
  );
  const [month] = await db.query<{ month: string }>(
    `SELECT month FROM ampere_records WHERE id = $1 UNION ALL SELECT month FROM kwh_customers WHERE id = $1`,
    [recordId],
  );
  const cents = payments
    .filter((payment) => !payment.voided && payment.billingMonth === month?.month)
    .reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
  return { paid: cents / 100, payments };
}

/** The amounts of a record's payments that are not void, oldest first. */
export async function livePaymentAmounts(db: SqlExecutor, recordId: string): Promise<number[]> {
  return (await ledgerOf(db, recordId)).payments
    .filter((payment) => !payment.voided)
    .map((payment) => payment.amount);
}
