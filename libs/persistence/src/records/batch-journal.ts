import type { BatchKind } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import type { SystemTables } from './system-tables';

export interface StoredBatch {
  id: string;
  kind: BatchKind;
  createdAt: Date;
  undoneAt: Date | null;
  sealed: boolean;
}

/** Opens a batch: every bulk change is one batch in one transaction, undoable as a whole. */
export async function openBatch(tx: SqlExecutor, tables: SystemTables, kind: BatchKind): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO batches (system, kind) VALUES ($1, $2) RETURNING id',
    [tables.system, kind],
  );
  return row.id;
}

/** Journals the previous values of the live rows matching `where` before the batch changes them. */
export async function journalUpdates(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  where: string,
  params: readonly unknown[],
): Promise<number> {
  const offset = params.length;
  const rows = await tx.query<{ count: string }>(
    `WITH journaled AS (
       INSERT INTO batch_entries (batch_id, record_id, action, previous)
       SELECT $${offset + 1}, r.id, 'updated', to_jsonb(r) FROM ${tables.live} r WHERE ${where}
       RETURNING 1)
     SELECT count(*)::text AS count FROM journaled`,
    [...params, batchId],
  );
  return Number(rows[0].count);
}

/** Journals rows the batch created (an undo removes them). */
export async function journalCreated(
  tx: SqlExecutor,
  batchId: string,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await tx.query(
    `INSERT INTO batch_entries (batch_id, record_id, action) SELECT $1, unnest($2::uuid[]), 'created'`,
    [batchId, recordIds],
  );
}

/**
 * Journals the current values of settings the batch is about to overwrite (a setting never saved
 * is journaled as null: an undo removes it again, so its default applies).
 */
export async function journalSettings(
  tx: SqlExecutor,
  batchId: string,
  keys: readonly string[],
): Promise<void> {
  await tx.query(
    `UPDATE batches SET previous_settings = (
       SELECT jsonb_object_agg(k.key, s.value) FROM unnest($2::text[]) AS k(key)
       LEFT JOIN settings s ON s.key = k.key)
     WHERE id = $1`,
    [batchId, keys],
  );
}

export async function recordBatchCounts(
  tx: SqlExecutor,
  batchId: string,
  created: number,
  updated: number,
): Promise<void> {
  await tx.query('UPDATE batches SET created_count = $2, updated_count = $3 WHERE id = $1', [
    batchId,
    created,
    updated,
  ]);
}

/** The open (not undone, not sealed) batches of a system, newest first, locked against a concurrent undo. */
export async function lockOpenBatches(tx: SqlExecutor, tables: SystemTables): Promise<StoredBatch[]> {
  return tx.query<StoredBatch>(
    `SELECT id, kind, created_at AS "createdAt", undone_at AS "undoneAt", sealed FROM batches
     WHERE system = $1 AND undone_at IS NULL AND NOT sealed
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [tables.system],
  );
}

/**
 * Reverts one batch exactly (mirrors the domain's planUndo): rows it created are removed, rows it
 * updated get back their earliest journaled values, settings it changed their previous values;
 * nothing else changes.
 */
export async function revertBatch(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
): Promise<{ deletedCount: number; revertedCount: number }> {
  const deleted = await tx.query<{ id: string }>(
    `DELETE FROM ${tables.live} r USING batch_entries e
     WHERE e.batch_id = $1 AND e.action = 'created' AND r.id = e.record_id RETURNING r.id`,
    [batchId],
  );
  const columns = tables.restorableColumns;
  const reverted = await tx.query<{ id: string }>(
    `WITH earliest AS (
       SELECT DISTINCT ON (record_id) record_id, previous FROM batch_entries
       WHERE batch_id = $1 AND action = 'updated'
         AND record_id NOT IN (SELECT record_id FROM batch_entries WHERE batch_id = $1 AND action = 'created')
       ORDER BY record_id, seq)
     UPDATE ${tables.live} r SET (${columns.join(', ')}) = (${columns.map((c) => `p.${c}`).join(', ')})
     FROM earliest e, jsonb_populate_record(NULL::${tables.live}, e.previous) p
     WHERE r.id = e.record_id RETURNING r.id`,
    [batchId],
  );
  await tx.query(
    `DELETE FROM settings s USING batches b, jsonb_each(b.previous_settings) p
     WHERE b.id = $1 AND s.key = p.key AND p.value = 'null'::jsonb`,
    [batchId],
  );
  await tx.query(
    `INSERT INTO settings (key, value, updated_at)
     SELECT p.key, p.value, now() FROM batches b, jsonb_each(b.previous_settings) p
     WHERE b.id = $1 AND p.value <> 'null'::jsonb
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [batchId],
  );
  await tx.query('UPDATE batches SET undone_at = now() WHERE id = $1', [batchId]);
  return { deletedCount: deleted.length, revertedCount: reverted.length };
}

/** A month close ends the undo history: earlier batches can no longer be undone. */
export async function sealBatches(tx: SqlExecutor, tables: SystemTables): Promise<void> {
  await tx.query('UPDATE batches SET sealed = true WHERE system = $1 AND NOT sealed', [tables.system]);
}
