import { Quantity, type ReadingExportRow } from '@kahraba/billing-domain';
import { scopeOf, type SqlExecutor, type SystemTables } from '@kahraba/persistence';

/** issue 8 §3: the readings sheet of one group, in display order (the permanent sort, then the number). */
export function listReadingExportRows(db: SqlExecutor, tables: SystemTables): Promise<ReadingExportRow[]> {
  return db.query<ReadingExportRow>(
    `SELECT r.id, r.customer_number AS "customerNumber", r.name, r.box, r.address,
            r.ampere::float8 AS ampere, r.previous_kwh::float8 AS "previousKwh",
            r.current_kwh::float8 AS "currentKwh", '' AS "newCurrentKwh"
     FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')}
     ORDER BY r.display_rank NULLS LAST, r.customer_number`,
  );
}

/**
 * Last month's consumption of each live customer of the group that has one: from its latest
 * month-end snapshot (reason new_month), the reading taken less the reading it followed.
 */
export async function lastMonthConsumptions(
  db: SqlExecutor,
  tables: SystemTables,
): Promise<Map<string, Quantity>> {
  const rows = await db.query<{ id: string; consumption: string }>(
    `SELECT r.id, last_month.consumption::text AS consumption
     FROM ${tables.live} r
     CROSS JOIN LATERAL (
       SELECT GREATEST(m.current_kwh - m.previous_kwh, 0) AS consumption
       FROM ${tables.monthly} m
       WHERE ${scopeOf(tables, 'm')} AND m.original_id = r.id AND m.archive_reason = 'new_month'
       ORDER BY m.month DESC, m.archived_at DESC LIMIT 1
     ) last_month
     WHERE ${scopeOf(tables, 'r')}`,
  );
  return new Map(rows.map((row) => [row.id, Quantity.parse(row.consumption)]));
}
