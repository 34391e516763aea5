import { actorEmailOf } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';

/**
 * One audit entry, in the transaction of the change it records: who (the user's e-mail, or the
 * terminal's `cli:<os user>` with the user of `--as` beside it; the user's id is looked up and kept
 * beside it), what (`action`, one of the audit log's actions: audit-log.store.ts), which system and
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
