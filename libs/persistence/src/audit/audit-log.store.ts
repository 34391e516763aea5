import { BUSINESS_TIME_ZONE_SQL } from '../sql/business-time-zone';
import type { SqlExecutor } from '../sql/sql-database';

/** One entry of the audit log as readers see it. */
export interface AuditEntryView {
  id: string;
  at: string;
  userId: string | null;
  userEmail: string;
  action: string;
  system: string | null;
  count: number | null;
  details: Record<string, unknown>;
}

export interface AuditLogSelection {
  action?: string;
  userId?: string;
  /** Entries from the first moment of this day (YYYY-MM-DD) in the business's time zone. */
  fromDay?: string;
  /** Entries up to the end of this day (YYYY-MM-DD) in the business's time zone. */
  toDay?: string;
  limit: number;
  offset: number;
}

/** Newest first, with how many entries match in all (for paging). */
export async function readAuditLog(
  db: SqlExecutor,
  selection: AuditLogSelection,
): Promise<{ entries: AuditEntryView[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (selection.action !== undefined) add('action = ?', selection.action);
  if (selection.userId !== undefined) add('user_id = ?', selection.userId);
  if (selection.fromDay !== undefined) {
    add(`at >= (?::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})`, selection.fromDay);
  }
  if (selection.toDay !== undefined) {
    add(`at < ((?::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})`, selection.toDay);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log ${where}`,
    params,
  );
  const entries = await db.query<AuditEntryView>(
    `SELECT id::text AS id,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            user_id AS "userId", actor AS "userEmail", action, system, count, details
     FROM audit_log ${where}
     ORDER BY at DESC, id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, selection.limit, selection.offset],
  );
  return { entries, total };
}
