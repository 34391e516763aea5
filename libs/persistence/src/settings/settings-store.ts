import type { SqlExecutor } from '../sql/sql-database';

/** Reads a stored setting, or the default when it was never saved. */
export async function readSetting<T>(db: SqlExecutor, key: string, fallback: T): Promise<T> {
  const [row] = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row ? row.value : fallback;
}

export async function writeSetting(db: SqlExecutor, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
