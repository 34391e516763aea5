import type { BatchKind, Month } from '@kahraba/billing-domain';
import { notifyCustomerChange } from '../live-updates/customer-change.notification';
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

/**
 * One bulk change of a system as one undoable batch, in the caller's transaction: the live month
 * locked (then the live rows: lockLiveTable), the batch opened in the name of `actor` (default: the
 * signed-in user of the request), `work` writes and journals, the journal is closed with the counts,
 * and the system's live-update stream is told once for the whole batch.
 */
export async function runBatch<T>(
  tx: SqlExecutor,
  tables: SystemTables,
  options: { kind: BatchKind; actor?: string | null; today: string },
  work: (batch: { batchId: string; liveMonth: Month }) => Promise<BatchWork<T>>,
): Promise<T> {
  const liveMonth = await lockLiveMonth(tx, tables, options.today);
  await lockLiveTable(tx, tables);
  const batchId = await openBatch(tx, tables, options.kind, options.actor);
  const done = await work({ batchId, liveMonth });
  await finishBatch(tx, tables, batchId, { created: done.created, updated: done.updated });
  // Live updates: one event per batch (docs/business-rules.md#live-updates), delivered when the transaction
  // commits. A batch that added customers (an import) says created, so screens may say so; else updated.
  await notifyCustomerChange(tx, tables.system, done.created > 0 ? 'created' : 'updated', {
    id: batchId,
    name: options.kind,
    count: done.created + done.updated,
  });
  return done.result;
}
