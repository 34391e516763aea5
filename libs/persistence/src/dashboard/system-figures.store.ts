import { KWH_BALANCE } from '../kwh/kwh-tables';
import { arrearsCarriedSql } from '../records/balance-sql';
import { AMPERE_TABLES } from '../records/system-tables';
import type { SqlExecutor } from '../sql/sql-database';

/** One system's live figures as stored: counts, and exact decimal text for money and quantities. */
export interface StoredSystemFigures {
  id: string;
  name: string;
  tariff: string;
  customers: number;
  billed: string;
  collected: string;
  amperes: string;
  kwh: string;
  archivedRows: number;
  /** The pounds handed over in the live month's payments made in pounds … */
  lbpReceived: string;
  /** … and the dollars those payments settled. */
  usdSettledInLbp: string;
  /** The balances carried into the live month at the last close (credits negative). */
  arrearsCarried: string;
}

/** One system's closed month in its monthly archives. */
export interface StoredArchivedMonth {
  month: string;
  system: string;
  billed: string;
  collected: string;
  /** What the month's close carried into the next month: its closing balances (credits negative). */
  carried: string;
  /** The kWh its metered bills billed (their consumption; 0 for a flat system). */
  kwh: string;
}

/**
 * Every billing system's live figures (the dashboard), in display order: a few aggregates over the
 * ampere table, the shared kWh table grouped by system, and both monthly archives. A system without
 * customers has zeros.
 */
export function readSystemFigures(db: SqlExecutor): Promise<StoredSystemFigures[]> {
  return db.query<StoredSystemFigures>(
    `WITH live AS (
       SELECT '${AMPERE_TABLES.system}'::text AS system, count(*)::int AS customers,
         COALESCE(sum(amount), 0) AS billed, COALESCE(sum(amount_paid), 0) AS collected,
         COALESCE(sum(ampere), 0) AS amperes, 0::numeric AS kwh, COALESCE(sum(arrears), 0) AS arrears
       FROM ${AMPERE_TABLES.live}
       UNION ALL
       SELECT system, count(*)::int, sum(total_amount), sum(amount_paid), sum(ampere), sum(consumption),
         sum(arrears)
       FROM kwh_customers GROUP BY system
     ), paid_in_pounds AS (
       -- The live month's payments handed over in pounds, as the payments report sums them
       SELECT p.system, sum(p.amount_lbp) AS lbp, sum(p.amount) AS usd
       FROM payments p
       WHERE p.voided_at IS NULL AND p.currency = 'LBP'
         AND (EXISTS (SELECT 1 FROM ${AMPERE_TABLES.live} r
                       WHERE p.system = '${AMPERE_TABLES.system}' AND r.id = p.record_id AND r.month = p.billing_month)
           OR EXISTS (SELECT 1 FROM kwh_customers k
                       WHERE k.system = p.system AND k.id = p.record_id AND k.month = p.billing_month))
       GROUP BY p.system
     ), archived AS (
       SELECT '${AMPERE_TABLES.system}'::text AS system, count(*)::int AS rows FROM ${AMPERE_TABLES.monthly}
       UNION ALL
       SELECT system, count(*)::int FROM kwh_monthly_archives GROUP BY system
     )
     SELECT s.id, s.arabic_name AS name, s.tariff,
       COALESCE(l.customers, 0) AS customers,
       COALESCE(l.billed, 0)::text AS billed, COALESCE(l.collected, 0)::text AS collected,
       COALESCE(l.amperes, 0)::text AS amperes, COALESCE(l.kwh, 0)::text AS kwh,
       COALESCE(a.rows, 0) AS "archivedRows",
       COALESCE(pp.lbp, 0)::text AS "lbpReceived", COALESCE(pp.usd, 0)::text AS "usdSettledInLbp",
       COALESCE(l.arrears, 0)::text AS "arrearsCarried"
     FROM billing_systems s
     LEFT JOIN live l ON l.system = s.id
     LEFT JOIN paid_in_pounds pp ON pp.system = s.id
     LEFT JOIN archived a ON a.system = s.id
     ORDER BY s.display_order, s.id`,
  );
}

/**
 * What each system billed and collected in each month it closed (its month-end snapshots, reason
 * new_month; a manual archive may still be restored, so it is no closed month) and what the close
 * carried into the next month (the snapshots' closing balances by the close's own rule,
 * arrearsCarriedSql: they became the next month's arrears), latest months first. With `month`, that
 * month only.
 */
export function readArchivedMonths(
  db: SqlExecutor,
  months: number,
  month?: string,
): Promise<StoredArchivedMonth[]> {
  return db.query<StoredArchivedMonth>(
    `WITH closed AS (
       SELECT '${AMPERE_TABLES.system}'::text AS system, month, amount AS billed, amount_paid AS collected,
         ${arrearsCarriedSql(AMPERE_TABLES, 'a')} AS carried, 0::numeric AS kwh
       FROM ${AMPERE_TABLES.monthly} a WHERE archive_reason = 'new_month'
       UNION ALL
       SELECT system, month, total_amount, amount_paid, ${arrearsCarriedSql({ balance: KWH_BALANCE }, 'k')},
         consumption
       FROM kwh_monthly_archives k WHERE archive_reason = 'new_month'
     ), recent AS (
       SELECT DISTINCT month FROM closed WHERE $2::text IS NULL OR month = $2 ORDER BY month DESC LIMIT $1
     )
     SELECT c.month::text AS month, c.system, sum(c.billed)::text AS billed, sum(c.collected)::text AS collected,
       sum(c.carried)::text AS carried, sum(c.kwh)::text AS kwh
     FROM closed c JOIN recent USING (month)
     JOIN billing_systems s ON s.id = c.system
     GROUP BY c.month, c.system, s.display_order
     ORDER BY c.month DESC, s.display_order`,
    [months, month ?? null],
  );
}
