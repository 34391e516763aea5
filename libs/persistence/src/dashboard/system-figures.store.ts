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
}

/** One system's closed month in its monthly archives. */
export interface StoredArchivedMonth {
  month: string;
  system: string;
  billed: string;
  collected: string;
}

/**
 * Every billing system's live figures (spec 001 §2.14), in display order: a few aggregates over the
 * ampere table, the shared kWh table grouped by system, and both monthly archives. A system without
 * customers has zeros.
 */
export function readSystemFigures(db: SqlExecutor): Promise<StoredSystemFigures[]> {
  return db.query<StoredSystemFigures>(
    `WITH live AS (
       SELECT '${AMPERE_TABLES.system}'::text AS system, count(*)::int AS customers,
         COALESCE(sum(amount), 0) AS billed, COALESCE(sum(amount_paid), 0) AS collected,
         COALESCE(sum(ampere), 0) AS amperes, 0::numeric AS kwh
       FROM ${AMPERE_TABLES.live}
       UNION ALL
       SELECT system, count(*)::int, sum(total_amount), sum(amount_paid), sum(ampere), sum(consumption)
       FROM kwh_customers GROUP BY system
     ), archived AS (
       SELECT '${AMPERE_TABLES.system}'::text AS system, count(*)::int AS rows FROM ${AMPERE_TABLES.monthly}
       UNION ALL
       SELECT system, count(*)::int FROM kwh_monthly_archives GROUP BY system
     )
     SELECT s.id, s.arabic_name AS name, s.tariff,
       COALESCE(l.customers, 0) AS customers,
       COALESCE(l.billed, 0)::text AS billed, COALESCE(l.collected, 0)::text AS collected,
       COALESCE(l.amperes, 0)::text AS amperes, COALESCE(l.kwh, 0)::text AS kwh,
       COALESCE(a.rows, 0) AS "archivedRows"
     FROM billing_systems s
     LEFT JOIN live l ON l.system = s.id
     LEFT JOIN archived a ON a.system = s.id
     ORDER BY s.display_order, s.id`,
  );
}

/**
 * What each system billed and collected in each month it closed (its month-end snapshots, reason
 * new_month; a manual archive may still be restored, so it is no closed month), latest months first.
 */
export function readArchivedMonths(db: SqlExecutor, months: number): Promise<StoredArchivedMonth[]> {
  return db.query<StoredArchivedMonth>(
    `WITH closed AS (
       SELECT '${AMPERE_TABLES.system}'::text AS system, month, amount AS billed, amount_paid AS collected
       FROM ${AMPERE_TABLES.monthly} WHERE archive_reason = 'new_month'
       UNION ALL
       SELECT system, month, total_amount, amount_paid FROM kwh_monthly_archives WHERE archive_reason = 'new_month'
     ), recent AS (
       SELECT DISTINCT month FROM closed ORDER BY month DESC LIMIT $1
     )
     SELECT c.month::text AS month, c.system, sum(c.billed)::text AS billed, sum(c.collected)::text AS collected
     FROM closed c JOIN recent USING (month)
     JOIN billing_systems s ON s.id = c.system
     GROUP BY c.month, c.system, s.display_order
     ORDER BY c.month DESC, s.display_order`,
    [months],
  );
}
