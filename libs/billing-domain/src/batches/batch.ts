import { NothingToUndoError } from '../errors/not-found.error';

/** The bulk operations that write one batch each and can be undone as a whole. */
export type BatchKind =
  | 'import'
  | 'column-paste'
  | 'update-all-prices'
  | 'mark-all-unpaid'
  | 'readings-import'
  | 'sort-permanently'
  | 'update-exchange-rate'
  | 'update-subscription-pricing'
  | 'migrate-lbp'
  | 'clear-column'
  | 'apply-official-tariff'
  // docs/cut-off.md: one customer cut off or reconnected (undo takes it back)
  | 'cut-off'
  | 'reconnect';

export const BATCH_KINDS: readonly BatchKind[] = Object.freeze([
  'import',
  'column-paste',
  'update-all-prices',
  'mark-all-unpaid',
  'readings-import',
  'sort-permanently',
  'update-exchange-rate',
  'update-subscription-pricing',
  'migrate-lbp',
  'clear-column',
  'apply-official-tariff',
  'cut-off',
  'reconnect',
]);

/**
 * One line of a batch's journal, written when the batch touched a record: either it created the
 * record, or it updated it; then `previous` holds the values it overwrote and `after` the values it
 * wrote (filled once the batch has written).
 */
export interface JournalEntry {
  readonly recordId: string;
  readonly action: 'created' | 'updated';
  readonly previous: Readonly<Record<string, unknown>> | null;
  readonly after?: Readonly<Record<string, unknown>> | null;
}

export interface UndoPlan {
  readonly removeIds: string[];
  /** For each record the batch updated: its values before the batch and the values the batch wrote. */
  readonly restore: {
    readonly id: string;
    readonly before: Record<string, unknown>;
    readonly written: Record<string, unknown>;
  }[];
}

/**
 * ARCHITECTURE "Nothing is lost": undo removes only the records the batch created and takes back
 * what it wrote into the records it updated (revertUnchangedFields says which fields). Entries come
 * in the order they were written; when a record appears more than once the earliest entry tells its
 * state before the batch and the last one what the batch left. A record the batch created is simply
 * removed, even when the batch also updated it.
 */
export function planUndo(entries: readonly JournalEntry[]): UndoPlan {
  const created = new Set(
    entries.filter((entry) => entry.action === 'created').map((entry) => entry.recordId),
  );
  const order = [...new Set(entries.map((entry) => entry.recordId))];
  const updated = new Map<string, { before: Record<string, unknown>; written: Record<string, unknown> }>();
  for (const entry of entries) {
    if (entry.action === 'created' || created.has(entry.recordId)) continue;
    // A journal that lost what it overwrote or wrote is a defect, not something to undo around.
    if (entry.previous === null)
      throw new Error(`journal entry for ${entry.recordId} has no previous values`);
    if (!entry.after) throw new Error(`journal entry for ${entry.recordId} has no written values`);
    const before = updated.get(entry.recordId)?.before ?? { ...entry.previous };
    updated.set(entry.recordId, { before, written: { ...entry.after } });
  }
  return {
    removeIds: order.filter((id) => created.has(id)),
    restore: order.flatMap((id) => {
      const values = updated.get(id);
      return values ? [{ id, ...values }] : [];
    }),
  };
}

/** Fields that go back together: a group reverts only when every field of it still holds what the batch wrote. */
export type FieldGroups<T> = readonly (readonly (keyof T)[])[];

export interface UndoSnapshots<T> {
  /** The record before the batch. */
  readonly before: T;
  /** What the batch left in the record. */
  readonly written: T;
  /** The record now, possibly edited after the batch. */
  readonly current: T;
}

/**
 * Undo must not destroy later edits: a field goes back to its value from before the batch only if it
 * still holds the value the batch wrote; a field changed after the batch keeps its later value.
 * Fields outside the groups keep their current values (the caller derives them again).
 */
export function revertUnchangedFields<T extends object>(
  snapshots: UndoSnapshots<T>,
  groups: FieldGroups<T>,
): T {
  const result: T = { ...snapshots.current };
  for (const group of groups) {
    if (!group.every((field) => sameValue(snapshots.current[field], snapshots.written[field]))) continue;
    for (const field of group) result[field] = snapshots.before[field];
  }
  return result;
}

/** Plain values compare as they are; value objects (Money, Quantity) by their `equals`. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const equals = (a as { equals?: unknown }).equals;
  return typeof equals === 'function' && a.constructor === b.constructor && Boolean(equals.call(a, b));
}

export interface UndoableBatch {
  readonly id: string;
  readonly createdAt: Date;
  readonly undoneAt: Date | null;
  /** Set by a month close: a month close ends the undo history. */
  readonly sealed: boolean;
}

/**
 * Undo takes back the most recent batch that is neither undone nor sealed
 * (docs/business-rules.md#archives-and-undo).
 */
export function chooseBatchToUndo<B extends UndoableBatch>(batches: readonly B[]): B {
  let latest: B | null = null;
  for (const batch of batches) {
    if (batch.undoneAt !== null || batch.sealed) continue;
    if (latest === null || batch.createdAt.getTime() >= latest.createdAt.getTime()) latest = batch;
  }
  if (latest === null) throw new NothingToUndoError();
  return latest;
}
