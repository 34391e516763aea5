import type { BatchKind, Month } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import { finishBatch, lockLiveTable, openBatch } from './batch-journal';
import { lockLiveMonth } from './billing-month-store';
import type { SystemTables } from './system-tables';

export interface BatchWork<T> {
  /** Rows the batch created and updated (the batch's counts, shown by the undo dialog). */
  created: number;
  updated: number;
  result: T;
}

/** A batch as written: the system it changed, its id and kind, and the rows it created and updated. */
export interface WrittenBatch {
  system: string;
  batchId: string;
  kind: BatchKind;
  created: number;
  updated: number;
}

/** What a batch's work answered, and the batch as written (the caller records it as a domain event). */
export interface BatchOutcome<T> {
  result: T;
  batch: WrittenBatch;
}

/**
 * One bulk change of a system as one undoable batch, in the caller's transaction: the live month
 * locked (then the live rows: lockLiveTable), the batch opened in the name of `actor` (default: the
 * signed-in user of the request), `work` writes and journals, and the journal is closed with the
 * counts. Returns the work's result with the batch as written: the caller records it in its unit of
 * work, whose event tells the system's live-update stream once for the whole batch after the commit.
 */
export async function runBatch<T>(
  tx: SqlExecutor,
  tables: SystemTables,
  options: { kind: BatchKind; actor?: string | null; today: string },
  work: (batch: { batchId: string; liveMonth: Month }) => Promise<BatchWork<T>>,
): Promise<BatchOutcome<T>> {
  const liveMonth = await lockLiveMonth(tx, tables, options.today);
  await lockLiveTable(tx, tables);
  const batchId = await openBatch(tx, tables, options.kind, options.actor);
  const done = await work({ batchId, liveMonth });
  await finishBatch(tx, tables, batchId, { created: done.created, updated: done.updated });
  return {
    result: done.result,
    batch: {
      system: tables.system,
      batchId,
      kind: options.kind,
      created: done.created,
      updated: done.updated,
    },
  };
}
