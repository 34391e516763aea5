import type { SqlExecutor } from '../sql/sql-database';

/**
 * The table's change counter (moved on by every write statement, in its transaction: migration
 * 20261125 table versions). Equal versions mean the same committed contents, on every instance.
 */
export async function readTableVersion(db: SqlExecutor, table: string): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM table_versions WHERE table_name = $1',
    [table],
  );
  if (!row) throw new Error(`No version counter for table ${table}`);
  return row.version;
}
