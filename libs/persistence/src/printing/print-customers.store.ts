import { scopeOf, type SystemTables } from '../records/system-tables';
import { arrayLiteral } from '../sql/array-literal';
import type { SqlExecutor } from '../sql/sql-database';

/** The distinct boxes of a system's live customers (no box left out), unsorted. */
export async function listSystemBoxes(db: SqlExecutor, tables: SystemTables): Promise<string[]> {
  const rows = await db.query<{ box: string }>(
    `SELECT DISTINCT btrim(r.box) AS box FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND btrim(COALESCE(r.box, '')) <> ''`,
  );
  return rows.map((row) => row.box);
}

/** The ids of a system's live customers in these boxes ('' is the customers without a box). */
export async function findCustomerIdsInBoxes(
  db: SqlExecutor,
  tables: SystemTables,
  boxes: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT r.id FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND btrim(COALESCE(r.box, '')) = ANY($1::text[])`,
    [arrayLiteral(boxes)],
  );
  return rows.map((row) => row.id);
}

/** How many of these (distinct) ids are live customers of the system. */
export async function countLiveCustomers(
  db: SqlExecutor,
  tables: SystemTables,
  ids: readonly string[],
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND r.id = ANY($1::uuid[])`,
    [arrayLiteral(ids)],
  );
  return row?.count ?? 0;
}
