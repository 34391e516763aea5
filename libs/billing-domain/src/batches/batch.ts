import { NothingToUndoError } from '../errors/not-found.error';

/** The bulk operations that write one batch each and can be undone as a whole. */
export type BatchKind = 'import' | 'column-paste' | 'update-all-prices' | 'mark-all-unpaid';

export const BATCH_KINDS: readonly BatchKind[] = Object.freeze([
  'import',
  'column-paste',
  'update-all-prices',
  'mark-all-unpaid',
]);

/**
 * One line of a batch's journal, written when the batch touched a record: either it created the
 * record, or it updated it and `previous` holds the values it overwrote.
 */
export interface JournalEntry {
  readonly recordId: string;
  readonly action: 'created' | 'updated';
  readonly previous: Readonly<Record<string, unknown>> | null;
}

export interface UndoPlan {
  readonly removeIds: string[];
  readonly restore: { readonly id: string; readonly values: Record<string, unknown> }[];
}

/**
 * ARCHITECTURE "Nothing is lost": undo removes only the records the batch created and gives the
 * records it updated their previous values back. Entries come in the order they were written; when a
 * record appears more than once the earliest entry tells its state before the batch, so a record
 * created and then updated in the same batch is simply removed.
 */
export function planUndo(entries: readonly JournalEntry[]): UndoPlan {
  const seen = new Set<string>();
  const removeIds: string[] = [];
  const restore: { id: string; values: Record<string, unknown> }[] = [];
  for (const entry of entries) {
    if (seen.has(entry.recordId)) continue;
    seen.add(entry.recordId);
    if (entry.action === 'created') {
      removeIds.push(entry.recordId);
    } else {
      // A journal that lost what it overwrote is a defect, not something to undo around.
      if (entry.previous === null)
        throw new Error(`journal entry for ${entry.recordId} has no previous values`);
      restore.push({ id: entry.recordId, values: { ...entry.previous } });
    }
  }
  return { removeIds, restore };
}

export interface UndoableBatch {
  readonly id: string;
  readonly createdAt: Date;
  readonly undoneAt: Date | null;
  /** Set by a month close: a month close ends the undo history. */
  readonly sealed: boolean;
}

/** spec 000 §4: undo takes back the most recent batch that is neither undone nor sealed. */
export function chooseBatchToUndo<B extends UndoableBatch>(batches: readonly B[]): B {
  let latest: B | null = null;
  for (const batch of batches) {
    if (batch.undoneAt !== null || batch.sealed) continue;
    if (latest === null || batch.createdAt.getTime() >= latest.createdAt.getTime()) latest = batch;
  }
  if (latest === null) throw new NothingToUndoError();
  return latest;
}
