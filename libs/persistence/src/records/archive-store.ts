import type { SqlExecutor } from '../sql/sql-database';
import type { SystemTables } from './system-tables';

/** Soft delete: moves live rows into the system's archive (restorable) with a reason. */
export async function moveToArchive(
  tx: SqlExecutor,
  tables: SystemTables,
  where: string,
  params: readonly unknown[],
  reason: string,
): Promise<string[]> {
  const shared = tables.sharedColumns.join(', ');
  const n = params.length;
  const moved = await tx.query<{ id: string }>(
    `WITH removed AS (DELETE FROM ${tables.live} r WHERE ${where} RETURNING r.*)
     INSERT INTO ${tables.archive} (original_id, original_created_at, ${shared}, search_text, deletion_reason, deleted_at)
     SELECT id, created_at, ${shared}, search_text, $${n + 1}, now() FROM removed
     RETURNING original_id AS id`,
    [...params, reason],
  );
  return moved.map((row) => row.id);
}

/**
 * Brings an archived row back under a new customer number; returns the new live id, or null when
 * the archived row does not exist.
 */
export async function restoreFromArchive(
  tx: SqlExecutor,
  tables: SystemTables,
  archivedId: string,
  customerNumber: number,
  recordKeyOf: (row: { name: string; box: string | null }) => string,
): Promise<string | null> {
  const shared = tables.sharedColumns.filter((column) => column !== 'customer_number');
  const [archived] = await tx.query<{ name: string; box: string | null; search_text: string }>(
    `DELETE FROM ${tables.archive} WHERE id = $1 RETURNING *`,
    [archivedId],
  );
  if (!archived) return null;
  const values = shared.map((column) => (archived as Record<string, unknown>)[column]);
  const placeholders = shared.map((_, index) => `$${index + 4}`);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO ${tables.live} (customer_number, search_text, record_key, ${shared.join(', ')})
     VALUES ($1, $2, $3, ${placeholders.join(', ')}) RETURNING id`,
    [
      customerNumber,
      replaceNumberInSearchText(archived.search_text, customerNumber),
      recordKeyOf(archived),
      ...values,
    ],
  );
  return row.id;
}

function replaceNumberInSearchText(searchText: string, customerNumber: number): string {
  return `${customerNumber} ${searchText.replace(/^\d+ /, '')}`;
}

/** Copies every live row into the monthly archive (month close or manual archive). */
export async function snapshotToMonthly(
  tx: SqlExecutor,
  tables: SystemTables,
  reason: string,
): Promise<number> {
  const shared = tables.sharedColumns.join(', ');
  const rows = await tx.query<{ count: string }>(
    `WITH copied AS (
       INSERT INTO ${tables.monthly} (original_id, ${shared}, created_at, archive_reason)
       SELECT id, ${shared}, created_at, $1 FROM ${tables.live}
       RETURNING 1)
     SELECT count(*)::text AS count FROM copied`,
    [reason],
  );
  return Number(rows[0].count);
}
