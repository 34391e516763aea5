import { actorEmailOf } from '@kahraba/billing-domain';
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

/**
 * One audit entry, in the transaction of the change it records: who (the user's e-mail, or the
 * terminal's `cli:<os user>` with the user of `--as` beside it; the user's id is looked up and kept
 * beside it), what (`action`, see docs of issue 10's audit log), which system and
 * how many rows it touched (`count`), plus free details.
 */
export async function writeAudit(
  db: SqlExecutor,
  entry: {
    actor: string;
    action: string;
    system?: string | null;
    count?: number | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor, user_id, action, system, count, details)
     VALUES ($1, (SELECT id FROM users WHERE lower(email) = lower($6)), $2, $3, $4, $5::jsonb)`,
    [
      entry.actor,
      entry.action,
      entry.system ?? null,
      entry.count ?? null,
      JSON.stringify(entry.details ?? {}),
      actorEmailOf(entry.actor),
    ],
  );
}
