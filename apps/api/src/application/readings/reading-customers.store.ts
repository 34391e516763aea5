import {
  meterReplacementOf,
  Quantity,
  type ReadingCustomer,
  type ReadingExportRow,
} from '@kahraba/billing-domain';
import { scopeOf, type SqlExecutor, type SystemTables } from '@kahraba/persistence';

/** The readings sheet of one group, in display order (the permanent sort, then the number). */
export function listReadingExportRows(db: SqlExecutor, tables: SystemTables): Promise<ReadingExportRow[]> {
  return db.query<ReadingExportRow>(
    `SELECT r.id, r.customer_number AS "customerNumber", r.name, r.box, r.address,
            r.ampere::float8 AS ampere, r.previous_kwh::float8 AS "previousKwh",
            r.current_kwh::float8 AS "currentKwh", '' AS "newCurrentKwh",
            r.previous_estimated AS "previousEstimated", r.reading_estimated AS "currentEstimated"
     FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')}
     ORDER BY r.display_rank NULLS LAST, r.customer_number`,
  );
}

/**
 * The group's live customers as a readings import plans against them, in display order: only what
 * the plan reads (docs/benchmarks.md#kwh: whole stored rows of 20,000 customers cost more to read than the
 * import's write), with last month's consumption: from its latest month-end snapshot (reason
 * new_month), the reading taken less the reading it followed; null when it has none.
 */
export async function listReadingCustomers(
  db: SqlExecutor,
  tables: SystemTables,
): Promise<ReadingCustomer[]> {
  const rows = await db.query<{
    id: string;
    customerNumber: number;
    name: string;
    box: string | null;
    previousKwh: string;
    currentKwh: string;
    lastMonth: string | null;
    recordKey: string;
    previousEstimated: boolean;
    currentEstimated: boolean;
    replacedFinalKwh: string | null;
    replacedStartKwh: string | null;
  }>(
    `SELECT r.id, r.customer_number AS "customerNumber", r.name, r.box, r.previous_kwh::text AS "previousKwh",
       r.current_kwh::text AS "currentKwh", last_month.consumption::text AS "lastMonth", r.record_key AS "recordKey",
       r.previous_estimated AS "previousEstimated", r.reading_estimated AS "currentEstimated",
       r.replaced_final_kwh::text AS "replacedFinalKwh", r.replaced_start_kwh::text AS "replacedStartKwh"
     FROM ${tables.live} r
     LEFT JOIN LATERAL (
       SELECT GREATEST(m.current_kwh - m.previous_kwh, 0) AS consumption
       FROM ${tables.monthly} m
       WHERE ${scopeOf(tables, 'm')} AND m.original_id = r.id AND m.archive_reason = 'new_month'
       ORDER BY m.month DESC, m.archived_at DESC LIMIT 1
     ) last_month ON true
     WHERE ${scopeOf(tables, 'r')}
     ORDER BY r.display_rank NULLS LAST, r.customer_number`,
  );
  return rows.map((row) => ({
    id: row.id,
    customerNumber: row.customerNumber,
    name: row.name,
    box: row.box,
    previousKwh: Quantity.parse(row.previousKwh),
    currentKwh: Quantity.parse(row.currentKwh),
    lastMonthConsumption: row.lastMonth === null ? null : Quantity.parse(row.lastMonth),
    recordKey: row.recordKey,
    previousEstimated: row.previousEstimated,
    currentEstimated: row.currentEstimated,
    // What a shift of this month's reading moves out counts both meters (docs/readings-in-a-month.md).
    replacement:
      row.replacedFinalKwh === null || row.replacedStartKwh === null
        ? null
        : meterReplacementOf({ finalReading: row.replacedFinalKwh, newStartReading: row.replacedStartKwh }),
  }));
}
