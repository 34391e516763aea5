import {
  formatReceiptNumber,
  type ExchangeRate,
  type Lbp,
  type Money,
  type PaymentCurrency,
  type PaymentMethod,
  type PaymentSource,
} from '@kahraba/billing-domain';
import { BUSINESS_TIME_ZONE_SQL } from '../sql/business-time-zone';
import type { SqlExecutor } from '../sql/sql-database';
import { allocateReceiptNumbers } from './receipt-counter.store';
import { NEWEST_PAYMENT_FIRST, PAYMENT_VIEW_COLUMNS, type PaymentView } from './payment.view';

/** A payment to write: who paid which month, what was handed over, who took it. */
export interface NewPayment {
  system: string;
  recordId: string;
  customerNumber: number;
  customerName: string;
  box: string | null;
  /** YYYY-MM, the month it settles (the record's live month). */
  billingMonth: string;
  amount: Money;
  currency: PaymentCurrency;
  amountLbp: Lbp | null;
  /** The stored rate when it was recorded (always kept, whatever the currency). */
  exchangeRate: ExchangeRate;
  method: PaymentMethod;
  note: string | null;
  source: PaymentSource;
  receivedAt: Date;
  /** The signed-in user's e-mail, or 'cli:<user>' from the terminal. */
  receivedBy: string;
  clientId: string | null;
  batchId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes one payment with the next receipt number of its year (receipt_counters, in the caller's
 * transaction). The user who took it is found by e-mail (none for the terminal's 'cli:<user>').
 */
export async function insertPayment(tx: SqlExecutor, payment: NewPayment): Promise<PaymentView> {
  // The year in the business's time zone (the domain's receiptYear; the set-based settle reads it the same way).
  const [{ year }] = await tx.query<{ year: number }>(
    `SELECT extract(year FROM $1::timestamptz AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})::int AS year`,
    [payment.receivedAt],
  );
  const receiptNumber = formatReceiptNumber(year, await allocateReceiptNumbers(tx, year));
  const [row] = await tx.query<PaymentView>(
    `INSERT INTO payments AS p (system, record_id, customer_number, customer_name, box, billing_month, amount,
        currency, amount_lbp, exchange_rate, method, note, source, received_at, received_by,
        received_by_user_id, receipt_number, client_id, batch_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9::numeric, $10::numeric, $11, $12, $13, $14, $15,
        (SELECT id FROM users WHERE lower(email) = lower($15)), $16, $17, $18)
     RETURNING ${PAYMENT_VIEW_COLUMNS}`,
    [
      payment.system,
      payment.recordId,
      payment.customerNumber,
      payment.customerName,
      payment.box,
      payment.billingMonth,
      payment.amount.toDecimalString(),
      payment.currency,
      payment.amountLbp === null ? null : String(payment.amountLbp.pounds),
      payment.exchangeRate.toDecimalString(),
      payment.method,
      payment.note,
      payment.source,
      payment.receivedAt,
      payment.receivedBy,
      receiptNumber,
      payment.clientId,
      payment.batchId,
    ],
  );
  return row;
}

/**
 * Voids the payments `ids` that are not void yet (a void is never undone by writing over it; an undo
 * of its batch revives it by void_batch_id). Answers the payments it voided.
 */
export async function voidPayments(
  tx: SqlExecutor,
  ids: readonly string[],
  voiding: { actor: string; reason: string; voidBatchId?: string | null },
): Promise<PaymentView[]> {
  if (ids.length === 0) return [];
  return tx.query<PaymentView>(
    `UPDATE payments p SET voided_at = clock_timestamp(), voided_by = $2, void_reason = $3, void_batch_id = $4
      WHERE p.id = ANY($1::uuid[]) AND p.voided_at IS NULL
      RETURNING ${PAYMENT_VIEW_COLUMNS}`,
    [ids, voiding.actor, voiding.reason, voiding.voidBatchId ?? null],
  );
}

/** The payment `id`, or null (an id of another shape is never looked up); FOR UPDATE when `lock`. */
export async function findPayment(db: SqlExecutor, id: string, lock = false): Promise<PaymentView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<PaymentView>(
    `SELECT ${PAYMENT_VIEW_COLUMNS} FROM payments p WHERE p.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

/** The payment a client recorded under its idempotency key, or null. */
export async function findPaymentByClientId(db: SqlExecutor, clientId: string): Promise<PaymentView | null> {
  const [row] = await db.query<PaymentView>(
    `SELECT ${PAYMENT_VIEW_COLUMNS} FROM payments p WHERE p.client_id = $1`,
    [clientId],
  );
  return row ?? null;
}

/** A record's payments of every month, void ones too, newest first (the history the screens show). */
export function listPayments(db: SqlExecutor, system: string, recordId: string): Promise<PaymentView[]> {
  return db.query<PaymentView>(
    `SELECT ${PAYMENT_VIEW_COLUMNS} FROM payments p WHERE p.system = $1 AND p.record_id = $2
      ORDER BY ${NEWEST_PAYMENT_FIRST}`,
    [system, recordId],
  );
}

/**
 * A restored customer comes back with a new id: its payments follow it, so its history (and this
 * month's paid amount) stays with the customer.
 */
export async function movePayments(
  tx: SqlExecutor,
  system: string,
  fromRecordId: string,
  toRecordId: string,
): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    'UPDATE payments SET record_id = $3 WHERE system = $1 AND record_id = $2 RETURNING id',
    [system, fromRecordId, toRecordId],
  );
  return rows.length;
}
