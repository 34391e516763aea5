import { ArchiveReason } from '@kahraba/billing-domain';
import { scopeOf, type SystemTables } from '../records/system-tables';
import { arrayLiteral } from '../sql/array-literal';
import type { SqlExecutor } from '../sql/sql-database';

/**
 * docs/printing.md: the rows a month close kept of a system's month, one per customer, as they were at
 * the close. `alias` names the system's monthly archive table; `month` is the SQL of the 'YYYY-MM'.
 * A manual archive's rows are no closed month and are left out.
 */
export function closedMonthRowsSql(tables: SystemTables, alias: string, month: string): string {
  return `${scopeOf(tables, alias)} AND ${alias}.archive_reason = '${ArchiveReason.NewMonth}'
    AND ${alias}.month = ${month}::char(7)`;
}

/** The months the system closed, 'YYYY-MM', newest first. */
export async function listClosedMonths(db: SqlExecutor, tables: SystemTables): Promise<string[]> {
  const rows = await db.query<{ month: string }>(
    `SELECT DISTINCT m.month FROM ${tables.monthly} m
     WHERE ${scopeOf(tables, 'm')} AND m.archive_reason = '${ArchiveReason.NewMonth}'
     ORDER BY m.month DESC`,
  );
  return rows.map((row) => row.month);
}

/** Whether the system closed `month` ('YYYY-MM'). */
export async function isClosedMonth(db: SqlExecutor, tables: SystemTables, month: string): Promise<boolean> {
  const [row] = await db.query<{ closed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${tables.monthly} m WHERE ${closedMonthRowsSql(tables, 'm', '$1')}) AS closed`,
    [month],
  );
  return row?.closed === true;
}

/**
 * The customers (their live ids) a closed month billed in these boxes ('' is the customers without a
 * box), or every customer it billed.
 */
export async function findClosedMonthCustomerIds(
  db: SqlExecutor,
  tables: SystemTables,
  month: string,
  boxes: readonly string[] | 'all',
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT m.original_id AS id FROM ${tables.monthly} m
     WHERE ${closedMonthRowsSql(tables, 'm', '$1')}
       AND ($2::text[] IS NULL OR btrim(COALESCE(m.box, '')) = ANY($2::text[]))`,
    [month, boxes === 'all' ? null : arrayLiteral(boxes)],
  );
  return rows.map((row) => row.id);
}

/** How many of these (distinct) customers a closed month billed. */
export async function countClosedMonthCustomers(
  db: SqlExecutor,
  tables: SystemTables,
  month: string,
  ids: readonly string[],
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(DISTINCT m.original_id)::int AS count FROM ${tables.monthly} m
     WHERE ${closedMonthRowsSql(tables, 'm', '$1')} AND m.original_id = ANY($2::uuid[])`,
    [month, arrayLiteral(ids)],
  );
  return row?.count ?? 0;
}
