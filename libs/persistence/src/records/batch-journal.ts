import type { BatchKind, JournalEntry } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import { scopeOf, type SystemTables, type TextColumns } from './system-tables';

export interface StoredBatch {
  id: string;
  kind: BatchKind;
  createdAt: Date;
  undoneAt: Date | null;
  sealed: boolean;
}

/**
 * Locks a system's live rows against every other writer until the transaction ends (plain reads
 * go on), so that a batch journals exactly the rows it then changes, and nothing changes in between.
 * - Own table (ampere): LOCK TABLE … EXCLUSIVE, not SHARE ROW EXCLUSIVE: it must also conflict with
 *   the row locks (`FOR UPDATE`) of a single-row edit or an import, or such an edit that locked its
 *   row before the bulk change would wait for the table while the bulk change waits for its row: a
 *   deadlock. Ampere's single-row writers do not take the live month, so the table lock stays.
 * - Shared tables (kWh groups): never the table, or one group's bulk work would block every other
 *   group's edits. The system's live month row FOR UPDATE: every single-row writer of the system
 *   takes it FOR SHARE before its row (lockLiveMonthForEdit), so they exclude each other per system.
 * Lock order everywhere: the live month row (lockLiveMonth) first, then this, then row locks.
 */
export async function lockLiveTable(tx: SqlExecutor, tables: SystemTables): Promise<void> {
  if (tables.shared) {
    await tx.query('SELECT 1 FROM billing_months WHERE system = $1 FOR UPDATE', [tables.system]);
  } else {
    await tx.query(`LOCK TABLE ${tables.live} IN EXCLUSIVE MODE`);
  }
}

/**
 * Opens a batch: every bulk change is one batch in one transaction, undoable as a whole. It records
 * who made it: `actor`, else the signed-in user of the request (the `kahraba.actor` setting).
 */
export async function openBatch(
  tx: SqlExecutor,
  tables: SystemTables,
  kind: BatchKind,
  actor?: string | null,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO batches (system, kind, created_by)
     VALUES ($1, $2, COALESCE($3, nullif(current_setting('kahraba.actor', true), ''))) RETURNING id`,
    [tables.system, kind, actor ?? null],
  );
  return row.id;
}

/**
 * Journals the previous values of the live rows matching `where` before the batch changes them
 * (finishBatch then adds what the batch wrote). A write through updateJournaled needs no call here.
 */
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
       SELECT $${offset + 1}, r.id, 'updated', to_jsonb(r) FROM ${tables.live} r
       WHERE ${scopeOf(tables, 'r')} AND (${where})
       RETURNING 1)
     SELECT count(*)::text AS count FROM journaled`,
    [...params, batchId],
  );
  return Number(rows[0].count);
}

/** One UPDATE of a system's live rows `r`, journaled for undo by the same statement. */
export interface JournaledUpdate {
  /** The SET list; it may read the live row `r` and the `from` items. */
  set: string;
  /** More FROM items, e.g. `unnest($1::uuid[], $2::text[]) AS u(id, name)`. */
  from?: string;
  /** Which live rows `r` change. */
  where: string;
  params: readonly unknown[];
}

/**
 * Updates live rows in a batch and journals them in the same statement: each row's values from
 * before (`previous`, the whole row) beside what the batch wrote into its entered columns (`after`).
 * The caller holds the rows locked (the live table, or the rows FOR UPDATE), so the values read
 * before are the ones the update overwrites. Returns how many rows changed.
 */
export async function updateJournaled(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  update: JournaledUpdate,
): Promise<number> {
  const batch = `$${update.params.length + 1}::uuid`;
  const from = update.from ? `, ${update.from}` : '';
  const [row] = await tx.query<{ count: number }>(
    `WITH journal_before AS (
       SELECT r.id AS journaled_id, to_jsonb(r) AS journaled_previous FROM ${tables.live} r${from}
       WHERE ${scopeOf(tables, 'r')} AND (${update.where})),
     changed AS (
       UPDATE ${tables.live} r SET ${update.set}, batch_id = ${batch}
       FROM journal_before${from}
       WHERE r.id = journal_before.journaled_id AND ${scopeOf(tables, 'r')} AND (${update.where})
       RETURNING r.id, journal_before.journaled_previous, ${writtenValues(tables)} AS written),
     journaled AS (
       INSERT INTO batch_entries (batch_id, record_id, action, previous, after)
       SELECT ${batch}, id, 'updated', journaled_previous, written FROM changed)
     SELECT count(*)::int AS count FROM changed`,
    [...update.params, batchId],
  );
  return row.count;
}

/** A re-computation of derived columns in a system's live rows (a rate or pricing change). */
export interface JournaledRecompute {
  /** Each derived column's new value: SQL reading the live row `r` and `params`. */
  columns: Readonly<Record<string, string>>;
  /** Only rows where a value changes are written (and journaled). */
  onlyChanged: boolean;
  params: readonly unknown[];
}

/**
 * Writes derived columns of a system's live rows in a batch and journals them in the same
 * statement, for an undo that restores them exactly (revertBatch with restoreDerived): each row's
 * values from before of every column that undo reads (columnsAnUndoReads). No `after`: no entered
 * column is written, so the entered values the batch left are those from before (the undo reads
 * them from `previous`). It writes each row once, so the batch needs no merging (closeBatch, not
 * finishBatch). Built for 20,000 rows in well under a second:
 * - the rows are read once and each value computed once (the LATERAL subquery's OFFSET 0 keeps the
 *   planner from copying the expressions into the comparison and the SET);
 * - the rows read are updated by their ctid in the same statement (same snapshot, rows locked by
 *   the caller), not looked up again by id: a plan that cannot turn into a scan per row;
 * - the journal keeps the columns an undo reads, not whole rows.
 * Returns how many rows changed.
 */
export async function recomputeJournaled(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  recompute: JournaledRecompute,
): Promise<number> {
  const batch = `$${recompute.params.length + 1}::uuid`;
  const columns = Object.keys(recompute.columns);
  const previous = columnsAnUndoReads(tables, { derived: true }).map((column) => `'${column}', r.${column}`);
  const changed = recompute.onlyChanged
    ? `ROW(${columns.map((column) => `r.${column}`).join(', ')}) IS DISTINCT FROM
       ROW(${columns.map((column) => `n.${column}`).join(', ')})`
    : 'true';
  const [row] = await tx.query<{ count: number }>(
    `WITH computed AS (
       SELECT r.ctid AS journaled_tid, r.id AS journaled_id,
         jsonb_build_object(${previous.join(', ')}) AS journaled_previous, n.*
       FROM ${tables.live} r CROSS JOIN LATERAL (
         SELECT ${Object.entries(recompute.columns)
           .map(([column, sql]) => `${sql} AS ${column}`)
           .join(', ')} OFFSET 0) n
       WHERE ${scopeOf(tables, 'r')} AND ${changed}),
     changed AS (
       UPDATE ${tables.live} r SET ${columns.map((column) => `${column} = c.${column}`).join(', ')},
         batch_id = ${batch}
       FROM computed c
       WHERE r.ctid = c.journaled_tid AND r.id = c.journaled_id AND ${scopeOf(tables, 'r')}
       RETURNING r.id, c.journaled_previous),
     journaled AS (
       INSERT INTO batch_entries (batch_id, record_id, action, previous)
       SELECT ${batch}, id, 'updated', journaled_previous FROM changed)
     SELECT count(*)::int AS count FROM changed`,
    [...recompute.params, batchId],
  );
  return row.count;
}

/**
 * The columns an undo reads back from a row's values before the batch (revertUpdatedRows): the
 * entered columns and batch_id; with `derived`, the derived columns too (restoreDerived).
 */
export function columnsAnUndoReads(tables: SystemTables, options: { derived: boolean }): string[] {
  const derived = options.derived
    ? Object.keys(
        tables.undo.derived(
          (index) => `$${index + 2}`,
          (column) => `r.${column}`,
        ),
      )
    : [];
  return [...new Set([...tables.undo.columnGroups.flat(), 'batch_id', ...derived])];
}

/** What a batch wrote into a live row `r`: only the entered columns (undo compares those). */
export function writtenValues(tables: SystemTables): string {
  const columns = tables.undo.columnGroups.flat().map((column) => `'${column}', r.${column}`);
  return `jsonb_build_object(${columns.join(', ')})`;
}

/** Journals rows the batch created (an undo removes them): one list on the batch, one statement. */
export async function journalCreated(
  tx: SqlExecutor,
  batchId: string,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await tx.query(
    `UPDATE batches SET created_ids = created_ids || ARRAY(SELECT json_array_elements_text($2::json)::uuid)
     WHERE id = $1`,
    [batchId, JSON.stringify(recordIds)],
  );
}

/** A batch's journal as the domain reads it (planUndo): rows it updated, then rows it created. */
export function readBatchJournal(tx: SqlExecutor, batchId: string): Promise<JournalEntry[]> {
  return tx.query<JournalEntry>(
    `SELECT "recordId", action, previous, after FROM (
       SELECT e.record_id AS "recordId", e.action, e.previous, e.after, 0 AS part, e.seq AS nth
       FROM batch_entries e WHERE e.batch_id = $1
       UNION ALL
       SELECT c.id, 'created', NULL, NULL, 1, c.nth
       FROM batches b, unnest(b.created_ids) WITH ORDINALITY AS c(id, nth) WHERE b.id = $1) entry
     ORDER BY part, nth`,
    [batchId],
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

/**
 * Closes a batch's journal once the batch has written. One entry per updated row remains: the
 * earliest, holding the values from before the batch, with what the batch left in the row when the
 * row was journaled before its write (journalUpdates) or written more than once; none for a row the
 * batch created (undo removes it). The batch gets its counts. Set-based; a batch written through
 * updateJournaled alone has nothing to merge.
 */
export async function finishBatch(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  counts: { created: number; updated: number },
): Promise<void> {
  await tx.query(
    `WITH entry AS (
       SELECT record_id, min(seq) AS first FROM batch_entries WHERE batch_id = $1 AND action = 'updated'
       GROUP BY record_id HAVING count(*) > 1 OR bool_or(after IS NULL))
     UPDATE batch_entries e SET after = ${writtenValues(tables)} FROM entry, ${tables.live} r
     WHERE e.seq = entry.first AND r.id = entry.record_id AND ${scopeOf(tables, 'r')}`,
    [batchId],
  );
  await tx.query(
    `DELETE FROM batch_entries e USING (
       SELECT seq FROM (
         SELECT seq, record_id, row_number() OVER (PARTITION BY record_id ORDER BY seq) AS nth
         FROM batch_entries WHERE batch_id = $1 AND action = 'updated'
           AND record_id IN (SELECT record_id FROM batch_entries WHERE batch_id = $1
                             GROUP BY record_id HAVING count(*) > 1)) repeated
       WHERE nth > 1
       UNION ALL
       SELECT seq FROM batch_entries WHERE batch_id = $1 AND action = 'updated'
         AND record_id IN (SELECT unnest(created_ids) FROM batches WHERE id = $1)) dropped
     WHERE e.seq = dropped.seq`,
    [batchId],
  );
  await closeBatch(tx, batchId, counts);
}

/**
 * Gives a batch its counts. Alone, for a batch whose journal has one entry per row with its values
 * after (recomputeJournaled): finishBatch would find nothing to merge.
 */
export async function closeBatch(
  tx: SqlExecutor,
  batchId: string,
  counts: { created: number; updated: number },
): Promise<void> {
  await tx.query('UPDATE batches SET created_count = $2, updated_count = $3 WHERE id = $1', [
    batchId,
    counts.created,
    counts.updated,
  ]);
}

export interface BatchDescription {
  batchId: string;
  kind: BatchKind;
  /** The email of who made it; null for batches from before this was kept, or from the CLI. */
  createdBy: string | null;
  createdAt: string;
  createdCount: number;
  updatedCount: number;
}

/** The batch an undo would take back now (the latest open one), or null. Reads only. */
export async function describeLastOpenBatch(
  db: SqlExecutor,
  tables: SystemTables,
): Promise<BatchDescription | null> {
  const [row] = await db.query<BatchDescription>(
    `SELECT id AS "batchId", kind, created_by AS "createdBy",
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
       created_count AS "createdCount", updated_count AS "updatedCount"
     FROM batches WHERE system = $1 AND undone_at IS NULL AND NOT sealed
     ORDER BY created_at DESC LIMIT 1`,
    [tables.system],
  );
  return row ?? null;
}

/**
 * The open (not undone, not sealed) batches of a system, newest first, locked against a concurrent
 * undo. The live table is locked against writers first, so that a batch still being written is
 * chosen once it is committed, and no row changes between reading it and reverting it. The caller
 * takes the live month first (lockLiveMonth), as every batch writer does.
 */
export async function lockOpenBatches(tx: SqlExecutor, tables: SystemTables): Promise<StoredBatch[]> {
  await lockLiveTable(tx, tables);
  return tx.query<StoredBatch>(
    `SELECT id, kind, created_at AS "createdAt", undone_at AS "undoneAt", sealed FROM batches
     WHERE system = $1 AND undone_at IS NULL AND NOT sealed
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [tables.system],
  );
}

/**
 * Reverts one batch (mirrors the domain's planUndo and the system's undo rule, e.g.
 * undoAmpereUpdate): rows it created are removed; settings it changed get their previous values;
 * in rows it updated, each group of entered columns goes back to its value from before the batch
 * only while it still holds what the batch wrote, so later edits stay; derived columns are then
 * computed again (search text and key in JS, only for rows whose text columns went back).
 */
export async function revertBatch(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  options: RevertOptions = {},
): Promise<{ deletedCount: number; revertedCount: number }> {
  const deleted = await tx.query<{ id: string }>(
    `DELETE FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND r.id IN (SELECT unnest(created_ids) FROM batches WHERE id = $1)
     RETURNING r.id`,
    [batchId],
  );
  // Settings first: derived columns are computed at the settings in force after the undo.
  await revertSettings(tx, batchId);
  const { count, texts } = await revertUpdatedRows(tx, tables, batchId, options);
  await rewriteTexts(tx, tables, texts);
  await tx.query('UPDATE batches SET undone_at = now() WHERE id = $1', [batchId]);
  return { deletedCount: deleted.length, revertedCount: count };
}

export interface RevertOptions {
  /**
   * A batch that re-computed derived columns only (a rate change): a row whose entered
   * columns still hold what the batch left gets its derived values from before the batch back
   * exactly; a row edited since is computed again.
   */
  restoreDerived?: boolean;
}

async function revertUpdatedRows(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  options: RevertOptions,
): Promise<{ count: number; texts: RowText[] }> {
  const { columnGroups, textColumns } = tables.undo;
  const entered = columnGroups.flat();
  const parameters = await tables.undo.parameters(tx);
  // Only the entered columns are read back from the journal, typed as the table types them: reading
  // whole rows back from jsonb would cost more than the update itself on a large batch.
  const types = await columnTypes(tx, tables.live);
  const recordOf = (columns: readonly string[]) => columns.map((c) => `${c} ${types.get(c)}`).join(', ');
  // In SET, `r` is the row as it is now, `w` what the batch wrote, `p` the row before the batch.
  // An entry without `after` is of a batch that wrote no entered column (recomputeJournaled): what
  // it left in them is what was there before.
  const revertedValue = new Map(
    columnGroups.flatMap((group) => {
      const unchanged = `ROW(${group.map((c) => `r.${c}`).join(', ')}) IS NOT DISTINCT FROM ROW(${group.map((c) => `w.${c}`).join(', ')})`;
      return group.map((column) => [
        column,
        `(CASE WHEN ${unchanged} THEN p.${column} ELSE r.${column} END)`,
      ]);
    }),
  );
  const computed = tables.undo.derived(
    (index) => `$${index + 2}`,
    (column) => revertedValue.get(column) ?? `r.${column}`,
  );
  const untouched = `ROW(${entered.map((c) => `r.${c}`).join(', ')}) IS NOT DISTINCT FROM ROW(${entered.map((c) => `w.${c}`).join(', ')})`;
  const derived = options.restoreDerived
    ? Object.fromEntries(
        Object.entries(computed).map(([column, sql]) => [
          column,
          `(CASE WHEN ${untouched} THEN p.${column} ELSE ${sql} END)`,
        ]),
      )
    : computed;
  const previousColumns = columnsAnUndoReads(tables, { derived: options.restoreDerived ?? false });
  const assignments = [
    ...entered
      .filter((column) => !(column in derived))
      .map((column) => `${column} = ${revertedValue.get(column)}`),
    ...Object.entries(derived).map(([column, sql]) => `${column} = ${sql}`),
    'batch_id = CASE WHEN r.batch_id = $1 THEN p.batch_id ELSE r.batch_id END',
  ];
  // RETURNING sees only the new row: a text column may have gone back when it now holds its value
  // from before the batch and the batch had changed it. A row flagged without need only has its
  // text formed again, unchanged.
  const textMayHaveChanged = textColumns
    .map((c) => `(r.${c} IS NOT DISTINCT FROM p.${c} AND p.${c} IS DISTINCT FROM w.${c})`)
    .join(' OR ');
  const [result] = await tx.query<{ count: number; texts: RowText[] }>(
    // finishBatch leaves one entry per updated row.
    `WITH updated AS (
       UPDATE ${tables.live} r SET ${assignments.join(', ')}
       FROM batch_entries j
       CROSS JOIN LATERAL jsonb_to_record(j.previous) AS p(${recordOf(previousColumns)})
       CROSS JOIN LATERAL jsonb_to_record(COALESCE(j.after, j.previous)) AS w(${recordOf(entered)})
       WHERE j.batch_id = $1 AND j.action = 'updated' AND r.id = j.record_id AND ${scopeOf(tables, 'r')}
       RETURNING CASE WHEN ${textMayHaveChanged} THEN to_jsonb(r) END AS text_row)
     SELECT (SELECT count(*)::int FROM updated) AS count,
       COALESCE((SELECT jsonb_agg(text_row) FROM updated WHERE text_row IS NOT NULL), '[]'::jsonb) AS texts`,
    [batchId, ...parameters],
  );
  return result;
}

/** The SQL types of a table's columns ('numeric(10,3)', 'character(7)'...). */
async function columnTypes(tx: SqlExecutor, table: string): Promise<Map<string, string>> {
  const rows = await tx.query<{ column: string; type: string }>(
    `SELECT attname AS column, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  return new Map(rows.map((row) => [row.column, row.type]));
}

type RowText = TextColumns & { id: string };

async function rewriteTexts(tx: SqlExecutor, tables: SystemTables, rows: readonly RowText[]): Promise<void> {
  if (rows.length === 0) return;
  const texts = rows.map((row) => tables.describeText(row));
  await tx.query(
    `UPDATE ${tables.live} r SET search_text = u.search_text, record_key = u.record_key
     FROM unnest($1::uuid[], $2::text[], $3::text[]) AS u(id, search_text, record_key)
     WHERE r.id = u.id AND ${scopeOf(tables, 'r')}`,
    [rows.map((row) => row.id), texts.map((text) => text.searchText), texts.map((text) => text.recordKey)],
  );
}

async function revertSettings(tx: SqlExecutor, batchId: string): Promise<void> {
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
}

/** A month close ends the undo history: earlier batches can no longer be undone. */
export async function sealBatches(tx: SqlExecutor, tables: SystemTables): Promise<void> {
  await tx.query('UPDATE batches SET sealed = true WHERE system = $1 AND NOT sealed', [tables.system]);
}
