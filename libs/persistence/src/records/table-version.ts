import type { SqlExecutor } from '../sql/sql-database';

/**
 * A change counter (moved on by every write statement, in its transaction: migrations 20261125
 * table versions and 20261127 kWh system scope): a table's (`ampere_records`) or one system's rows
 * of a shared table (`kwh_customers:mahmoud-kwh`). Equal versions mean the same committed contents,
 * on every instance. A counter never moved yet is 0.
 */
export async function readTableVersion(db: SqlExecutor, key: string): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM table_versions WHERE table_name = $1',
    [key],
  );
  return row?.version ?? '0';
}
