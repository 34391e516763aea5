import {
  paymentChangesOf,
  type PaymentChange,
  type PaymentSource,
  type UserRole,
} from '@kahraba/billing-domain';
import {
  actorRoleSql,
  assertMayVoidCountedDays,
  takenOnCountedDaySql,
} from '../handovers/cash-handover.store';
import { BUSINESS_TIME_ZONE_SQL } from '../sql/business-time-zone';
import type { SqlExecutor } from '../sql/sql-database';
import { STORED_RATE_SQL } from '../settings/exchange-rate.store';
import { scopeOf, type SystemTables } from '../records/system-tables';
import { refreshPaidFromLedger } from './paid-from-ledger.store';
import { chargesColumnOf } from './payable-record.store';
import { receiptNumberSql } from './receipt-counter.store';

/** A record's paid amount as an older call sets it (decimal text, exact to the cent). */
export interface PaidTarget {
  recordId: string;
  amountPaid: string;
}

/** The records whose paid amount a change moved, with the amount it set (what settlePaidTo takes). */
export function paidTargetsOf(changes: readonly PaymentChange[]): PaidTarget[] {
  return paymentChangesOf(changes).map((change) => ({
    recordId: change.id,
    amountPaid: change.amountPaid.toDecimalString(),
  }));
}

export interface SettleOptions {
  /** Who recorded or voided: an e-mail or 'cli:<user>'; default the signed-in user of the request. */
  actor?: string | null;
  /** How the payments were entered ('paid-edit', 'mark-paid', 'import'...): also the reason of a void. */
  source: PaymentSource;
  /** The batch the change belongs to: its undo voids what it recorded and revives what it voided. */
  batchId?: string | null;
  /** Why payments are voided, when not the source (mark all unpaid: 'mark_all_unpaid'). */
  voidReason?: string;
  /**
   * When, by the business clock (the handler's `clock.now()`): the payments' and voids' time and the
   * receipt year. Never the database's clock: a receipt names the invoice of the business's day.
   */
  at: Date;
}

export interface SettleResult {
  recorded: number;
  voided: number;
}

/** Who the ledger names: the actor given, else the signed-in user of the transaction, else the system. */
const ACTOR = (param: string) =>
  `COALESCE(${param}::text, nullif(current_setting('kahraba.actor', true), ''), 'system')`;

/** What a statement that voided payments (its CTE `voided`) tells of the handover rule. */
interface VoidingResult {
  /** Payments it voided that were taken on a counted day. */
  handedOver: number;
  /** The role of the actor on file; null when the actor is no user (the terminal, the system). */
  actorRole: UserRole | null;
}

/**
 * Select items answering a VoidingResult for the `voided` CTE (which returns the payments'
 * received_by_user_id and received_at): the ledger's voids ask the handover rule once, here
 * (docs/handover.md#voiding-after-the-handover).
 */
const COUNTED_VOIDS = (actorParam: string) =>
  `(SELECT count(*)::int FROM voided v WHERE ${takenOnCountedDaySql('v')}) AS "handedOver",
   ${actorRoleSql(ACTOR(actorParam))} AS "actorRole"`;

/**
 * Sets the paid amount of many records through the ledger (docs/business-rules.md#the-payments-ledger),
 * set-based, in the caller's transaction: each record's live month's payments that are not void are compared
 * with its target, mirroring the domain's settleTo — more than today's sum records one payment of the
 * difference; less voids the newest payments until the sum is at most the target, then records what is still
 * missing. Receipt numbers for all the payments recorded come from one counter update. The records'
 * amount_paid (the ledger's sum, now the target), outstanding_balance and is_paid are written in the same
 * statement. Payments of a collector's counted day are voided by an administrator only: anyone else is
 * refused (HANDED_OVER_PAYMENT_ADMIN_ONLY) and the caller's transaction rolls back.
 */
export async function settlePaidTo(
  tx: SqlExecutor,
  tables: SystemTables,
  targets: readonly PaidTarget[],
  options: SettleOptions,
): Promise<SettleResult> {
  if (targets.length === 0) return { recorded: 0, voided: 0 };
  return settle(
    tx,
    tables,
    `SELECT t.record_id, t.target FROM unnest($1::uuid[], $2::numeric[]) AS t(record_id, target)`,
    [targets.map((target) => target.recordId), targets.map((target) => target.amountPaid)],
    options,
  );
}

/**
 * Voids every live record's live month's payments (mark all unpaid, a clear of the paid column):
 * settlePaidTo with every live record's target 0.
 */
export function voidLiveMonthPayments(
  tx: SqlExecutor,
  tables: SystemTables,
  options: Omit<SettleOptions, 'source' | 'voidReason'> & { voidReason: string },
): Promise<SettleResult> {
  return settle(
    tx,
    tables,
    `SELECT r.id AS record_id, 0::numeric AS target FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')}`,
    [],
    // A target of 0 records nothing: the source is never written.
    { ...options, source: 'paid-edit' },
  );
}

async function settle(
  tx: SqlExecutor,
  tables: SystemTables,
  targetsSql: string,
  targetParams: readonly unknown[],
  options: SettleOptions,
): Promise<SettleResult> {
  const n = targetParams.length;
  const [actor, source, batch, reason, at] = [n + 1, n + 2, n + 3, n + 4, n + 5].map((i) => `$${i}`);
  // One statement reads the ledger once: payments oldest first with their running sum; those whose
  // running sum passes the target are the newest ones settleTo voids, the rest are kept. What the
  // kept ones miss of the target is recorded as one payment per record.
  // After it the ledger's sum is exactly each target (kept ≤ target, recorded = target − kept): the
  // same statement writes it as amount_paid, with the balance and paid state by the arrears rule.
  const outstanding = `(r.arrears + r.${chargesColumnOf(tables)} - t.target)`;
  const [result] = await tx.query<VoidingResult & { recorded: number; voided: number }>(
    `WITH target AS (${targetsSql}),
     live AS (
       SELECT p.id, p.record_id, p.amount, t.target,
         sum(p.amount) OVER (PARTITION BY p.record_id ORDER BY p.received_at, length(p.receipt_number), p.receipt_number) AS running
       FROM target t
       JOIN ${tables.live} r ON r.id = t.record_id AND ${scopeOf(tables, 'r')}
       JOIN payments p ON p.record_id = t.record_id AND p.billing_month = r.month AND p.voided_at IS NULL),
     voided AS (
       UPDATE payments p SET voided_at = ${at}::timestamptz, voided_by = ${ACTOR(actor)},
         void_reason = ${reason}, void_batch_id = ${batch}::uuid
       FROM live WHERE p.id = live.id AND live.running > live.target
       RETURNING p.record_id, p.received_by_user_id, p.received_at),
     kept AS (
       SELECT l.record_id, sum(l.amount) AS paid FROM live l WHERE l.running <= l.target GROUP BY l.record_id),
     missing AS (
       SELECT r.id, r.customer_number, r.name, r.box, r.month, t.target - COALESCE(k.paid, 0) AS amount
       FROM target t JOIN ${tables.live} r ON r.id = t.record_id AND ${scopeOf(tables, 'r')}
       LEFT JOIN kept k ON k.record_id = t.record_id),
     due AS (
       SELECT m.*, row_number() OVER (ORDER BY m.customer_number, m.id) AS nth, count(*) OVER () AS total
       FROM missing m WHERE m.amount > 0),
     counter AS (
       INSERT INTO receipt_counters (year, last_value)
       SELECT extract(year FROM ${at}::timestamptz AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})::int, count(*) FROM due HAVING count(*) > 0
       ON CONFLICT (year) DO UPDATE SET last_value = receipt_counters.last_value + EXCLUDED.last_value
       RETURNING year, last_value),
     recorded AS (
       INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount,
         currency, exchange_rate, method, source, received_at, received_by, received_by_user_id, receipt_number,
         batch_id)
       SELECT '${tables.system}', d.id, d.customer_number, d.name, d.box, d.month, d.amount, 'USD',
         ${STORED_RATE_SQL}, 'cash', ${source}, ${at}::timestamptz, ${ACTOR(actor)},
         (SELECT u.id FROM users u WHERE lower(u.email) = lower(${ACTOR(actor)})),
         ${receiptNumberSql('c.year', 'c.last_value - d.total + d.nth')}, ${batch}::uuid
       FROM due d CROSS JOIN counter c
       RETURNING record_id),
     refreshed AS (
       UPDATE ${tables.live} r SET amount_paid = t.target, outstanding_balance = ${outstanding},
         is_paid = ${outstanding} <= 0
       FROM target t
       WHERE r.id = t.record_id AND ${scopeOf(tables, 'r')}
         AND (r.amount_paid <> t.target OR r.outstanding_balance <> ${outstanding} OR r.is_paid <> (${outstanding} <= 0))
       RETURNING r.id)
     SELECT (SELECT count(*)::int FROM recorded) AS recorded, (SELECT count(*)::int FROM voided) AS voided,
       (SELECT count(*)::int FROM refreshed) AS refreshed, ${COUNTED_VOIDS(actor)}`,
    [
      ...targetParams,
      options.actor ?? null,
      options.source,
      options.batchId ?? null,
      options.voidReason ?? voidReasonOf(options.source),
      options.at,
    ],
  );
  assertMayVoidCountedDays(result.actorRole, result.handedOver);
  return { recorded: result.recorded, voided: result.voided };
}

/**
 * Takes back what a batch did to the ledger (its undo): the payments it recorded are voided (reason
 * 'undo'), the ones it voided are revived; the records touched then take their paid amount from the
 * ledger. Voiding payments of a counted day is an administrator's, as in settlePaidTo.
 */
export async function revertBatchPayments(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  actor?: string | null,
): Promise<number> {
  const [result] = await tx.query<VoidingResult & { records: string[] }>(
    `WITH voided AS (
       UPDATE payments SET voided_at = clock_timestamp(), voided_by = ${ACTOR('$2')}, void_reason = 'undo'
       WHERE batch_id = $1 AND voided_at IS NULL
       RETURNING record_id, received_by_user_id, received_at),
     revived AS (
       UPDATE payments SET voided_at = NULL, voided_by = NULL, void_reason = NULL, void_batch_id = NULL
       WHERE void_batch_id = $1
       RETURNING record_id)
     SELECT ARRAY(SELECT record_id FROM voided UNION SELECT record_id FROM revived)::text[] AS records,
       ${COUNTED_VOIDS('$2')}`,
    [batchId, actor ?? null],
  );
  assertMayVoidCountedDays(result.actorRole, result.handedOver);
  await refreshPaidFromLedger(tx, tables, result.records);
  return result.records.length;
}

/** Why a settle voids payments when its caller names no reason: a lowered paid cell reads as such. */
function voidReasonOf(source: PaymentSource): string {
  return source === 'paid-edit' ? 'paid_amount_lowered' : source;
}
