import { ArchiveReason } from '@kahraba/billing-domain';
import { BUSINESS_TIME_ZONE_SQL } from '../sql/business-time-zone';
import type { SqlExecutor } from '../sql/sql-database';
import { scopeOf, type SystemTables } from '../records/system-tables';
import { debtMonthsSql } from './debt-months-sql';

/** A live customer who owes, as the debtors list reads it beside the statement (docs/debtors.md). */
export interface DebtorRow {
  id: string;
  months: number;
  /** The last payment not voided (the ledger): its business day, dollars and pounds handed over. */
  lastPaymentDay: string | null;
  lastPaymentAmount: string | null;
  lastPaymentAmountLbp: string | null;
  lastPaymentCurrency: 'USD' | 'LBP' | null;
  /** The last reminder (docs/debtors.md#reminders-in-one-pass), an instant, and its business day. */
  lastReminderAt: Date | null;
  lastReminderDay: string | null;
}

/** How many closed months back the aging reads at most: ten years, more than any debt is let run. */
const MONTHS_READ = 120;

/**
 * The live customers of one system whose stored balance is above zero (optionally in one box), by
 * customer number (or those of them asked for by id), each with how many closed months the debt spans (debtMonthsSql over the monthly
 * archive's month-end snapshots), the last payment and the last reminder. One statement per system.
 */
export function findDebtorRows(
  db: SqlExecutor,
  tables: SystemTables,
  filter: { box?: string; ids?: readonly string[] },
): Promise<DebtorRow[]> {
  const closings = `ARRAY(SELECT (SELECT m.outstanding_balance FROM ${tables.monthly} m
      WHERE ${scopeOf(tables, 'm')} AND m.archive_reason = '${ArchiveReason.NewMonth}'
        AND m.month = c.month AND m.original_id = r.id
      ORDER BY m.outstanding_balance DESC LIMIT 1)
    FROM closed c ORDER BY c.month DESC)`;
  const params: unknown[] = [tables.system];
  const box = filter.box === undefined ? '' : `AND r.box = $${params.push(filter.box)}`;
  const ids = filter.ids === undefined ? '' : `AND r.id = ANY($${params.push(filter.ids)}::uuid[])`;
  return db.query<DebtorRow>(
    `WITH closed AS (
       SELECT DISTINCT m.month FROM ${tables.monthly} m
       WHERE ${scopeOf(tables, 'm')} AND m.archive_reason = '${ArchiveReason.NewMonth}'
       ORDER BY m.month DESC LIMIT ${MONTHS_READ}
     )
     SELECT r.id, ${debtMonthsSql('r.outstanding_balance', 'r.arrears', closings)}::int AS months,
       to_char(p.received_at AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL}, 'YYYY-MM-DD') AS "lastPaymentDay",
       p.amount::text AS "lastPaymentAmount", p.amount_lbp::text AS "lastPaymentAmountLbp",
       p.currency AS "lastPaymentCurrency",
       rem.reminded_at AS "lastReminderAt",
       to_char(rem.reminded_at AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL}, 'YYYY-MM-DD') AS "lastReminderDay"
     FROM ${tables.live} r
     LEFT JOIN LATERAL (
       SELECT p.received_at, p.amount, p.amount_lbp, p.currency FROM payments p
       WHERE p.system = $1 AND p.record_id = r.id AND p.voided_at IS NULL
       ORDER BY p.received_at DESC LIMIT 1
     ) p ON true
     LEFT JOIN LATERAL (
       SELECT max(x.reminded_at) AS reminded_at FROM reminders x WHERE x.system = $1 AND x.customer_id = r.id
     ) rem ON true
     WHERE ${scopeOf(tables, 'r')} AND r.outstanding_balance > 0 ${box} ${ids}
     ORDER BY r.customer_number`,
    params,
  );
}
