import type { SqlExecutor } from '../sql/sql-database';

/**
 * A payment as the public portal may show it: receipt, month, amounts, day. Never who took it, the
 * note, or any id (a stranger must learn nothing that addresses our records or our staff).
 */
export interface PortalPaymentView {
  receiptNumber: string;
  billingMonth: string;
  /** Dollars settled, exact decimal text. */
  amount: string;
  currency: 'USD' | 'LBP';
  /** Pounds handed over (LBP payments), whole pounds as text. */
  amountLbp: string | null;
  exchangeRate: string;
  receivedAt: string;
}

/** The customer's payments not void from billing month `fromMonth` on (YYYY-MM), newest first. */
export function listPortalPayments(
  db: SqlExecutor,
  system: string,
  recordId: string,
  fromMonth: string,
): Promise<PortalPaymentView[]> {
  return db.query<PortalPaymentView>(
    `SELECT p.receipt_number AS "receiptNumber", p.billing_month AS "billingMonth", p.amount::text AS amount,
       p.currency, p.amount_lbp::text AS "amountLbp", p.exchange_rate::text AS "exchangeRate",
       to_char(p.received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "receivedAt"
     FROM payments p
     WHERE p.system = $1 AND p.record_id = $2 AND p.voided_at IS NULL AND p.billing_month >= $3
     ORDER BY p.received_at DESC, length(p.receipt_number) DESC, p.receipt_number DESC`,
    [system, recordId, fromMonth],
  );
}
