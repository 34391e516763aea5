import { NothingToUndoError } from '../errors/not-found.error';
import { BATCH_KINDS, chooseBatchToUndo, type JournalEntry, planUndo } from './batch';

const created = (recordId: string): JournalEntry => ({ recordId, action: 'created', previous: null });
const updated = (recordId: string, previous: Record<string, unknown>): JournalEntry => ({
  recordId,
  action: 'updated',
  previous,
});

describe('planUndo', () => {
  it('removes the records the batch created', () => {
    expect(planUndo([created('a'), created('b')])).toEqual({ removeIds: ['a', 'b'], restore: [] });
  });

  it('gives the records the batch updated their previous values back', () => {
    expect(planUndo([updated('a', { amperePrice: 15, amount: 75 })])).toEqual({
      removeIds: [],
      restore: [{ id: 'a', values: { amperePrice: 15, amount: 75 } }],
    });
  });

  it('never removes a record the batch only updated', () => {
    const plan = planUndo([created('new'), updated('old', { name: 'علي' })]);
    expect(plan.removeIds).toEqual(['new']);
    expect(plan.restore.map((r) => r.id)).toEqual(['old']);
  });

  it('restores the values from before the batch when a record was updated twice', () => {
    const plan = planUndo([updated('a', { amountPaid: 0 }), updated('a', { amountPaid: 10 })]);
    expect(plan.restore).toEqual([{ id: 'a', values: { amountPaid: 0 } }]);
  });

  it('simply removes a record created and then updated in the same batch', () => {
    expect(planUndo([created('a'), updated('a', { name: 'x' })])).toEqual({ removeIds: ['a'], restore: [] });
  });

  it('plans nothing for an empty journal', () => {
    expect(planUndo([])).toEqual({ removeIds: [], restore: [] });
  });

  it('copies the previous values instead of sharing them', () => {
    const previous = { name: 'علي' };
    const plan = planUndo([updated('a', previous)]);
    expect(plan.restore[0]?.values).not.toBe(previous);
  });

  it('refuses an update entry that lost its previous values', () => {
    expect(() => planUndo([{ recordId: 'a', action: 'updated', previous: null }])).toThrow(
      /no previous values/,
    );
  });
});

describe('chooseBatchToUndo', () => {
  const at = (minute: number) => new Date(2026, 10, 20, 10, minute);
  const batch = (id: string, minute: number, extra: { undone?: boolean; sealed?: boolean } = {}) => ({
    id,
    createdAt: at(minute),
    undoneAt: extra.undone ? at(minute + 30) : null,
    sealed: extra.sealed ?? false,
  });

  it('knows the kinds of batch', () => {
    expect(BATCH_KINDS).toEqual(['import', 'column-paste', 'update-all-prices', 'mark-all-unpaid']);
  });

  it('takes the most recent batch', () => {
    expect(chooseBatchToUndo([batch('b1', 1), batch('b3', 3), batch('b2', 2)]).id).toBe('b3');
  });

  it('skips batches already undone', () => {
    expect(chooseBatchToUndo([batch('b1', 1), batch('b2', 2, { undone: true })]).id).toBe('b1');
  });

  it('skips batches sealed by a month close', () => {
    expect(() => chooseBatchToUndo([batch('b1', 1, { sealed: true })])).toThrow(NothingToUndoError);
  });

  it('says there is nothing to undo when there are no batches', () => {
    expect(() => chooseBatchToUndo([])).toThrow(
      expect.objectContaining({
        code: 'NOTHING_TO_UNDO',
        kind: 'not_found',
        message: 'لا توجد عملية للتراجع عنها',
      }),
    );
  });

  it('says there is nothing to undo when every batch is undone', () => {
    expect(() =>
      chooseBatchToUndo([batch('b1', 1, { undone: true }), batch('b2', 2, { undone: true })]),
    ).toThrow(NothingToUndoError);
  });

  it('returns the batch it was given, with its other fields', () => {
    const chosen = chooseBatchToUndo([{ ...batch('b1', 1), kind: 'import' as const }]);
    expect(chosen.kind).toBe('import');
  });
});
