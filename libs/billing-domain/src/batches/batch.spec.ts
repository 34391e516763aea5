import { NothingToUndoError } from '../errors/not-found.error';
import { Money } from '../money/money';
import {
  BATCH_KINDS,
  chooseBatchToUndo,
  type FieldGroups,
  type JournalEntry,
  planUndo,
  revertUnchangedFields,
} from './batch';

const created = (recordId: string): JournalEntry => ({ recordId, action: 'created', previous: null });
const updated = (
  recordId: string,
  previous: Record<string, unknown>,
  after: Record<string, unknown> = {},
): JournalEntry => ({ recordId, action: 'updated', previous, after });

describe('planUndo', () => {
  it('removes the records the batch created', () => {
    expect(planUndo([created('a'), created('b')])).toEqual({ removeIds: ['a', 'b'], restore: [] });
  });

  it('knows, for each record the batch updated, its values before and the values the batch wrote', () => {
    expect(
      planUndo([updated('a', { amperePrice: 15, amount: 75 }, { amperePrice: 20, amount: 100 })]),
    ).toEqual({
      removeIds: [],
      restore: [
        { id: 'a', before: { amperePrice: 15, amount: 75 }, written: { amperePrice: 20, amount: 100 } },
      ],
    });
  });

  it('never removes a record the batch only updated', () => {
    const plan = planUndo([created('new'), updated('old', { name: 'علي' })]);
    expect(plan.removeIds).toEqual(['new']);
    expect(plan.restore.map((r) => r.id)).toEqual(['old']);
  });

  it('takes the values from before the batch and the last ones it wrote when a record was updated twice', () => {
    const plan = planUndo([
      updated('a', { amountPaid: 0 }, { amountPaid: 10 }),
      updated('a', { amountPaid: 10 }, { amountPaid: 20 }),
    ]);
    expect(plan.restore).toEqual([{ id: 'a', before: { amountPaid: 0 }, written: { amountPaid: 20 } }]);
  });

  it('simply removes a record created and then updated in the same batch', () => {
    expect(planUndo([created('a'), updated('a', { name: 'x' })])).toEqual({ removeIds: ['a'], restore: [] });
  });

  it('plans nothing for an empty journal', () => {
    expect(planUndo([])).toEqual({ removeIds: [], restore: [] });
  });

  it('copies the journaled values instead of sharing them', () => {
    const previous = { name: 'علي' };
    const after = { name: 'سمير' };
    const plan = planUndo([updated('a', previous, after)]);
    expect(plan.restore[0]?.before).not.toBe(previous);
    expect(plan.restore[0]?.written).not.toBe(after);
  });

  it('refuses an update entry that lost its previous values', () => {
    expect(() => planUndo([{ recordId: 'a', action: 'updated', previous: null, after: {} }])).toThrow(
      /no previous values/,
    );
  });

  it('refuses an update entry that does not say what the batch wrote', () => {
    expect(() => planUndo([{ recordId: 'a', action: 'updated', previous: {}, after: null }])).toThrow(
      /no written values/,
    );
  });
});

describe('revertUnchangedFields', () => {
  interface Row {
    name: string;
    amountPaid: Money;
    price: Money;
    custom: boolean;
    note: string | null;
  }
  const groups: FieldGroups<Row> = [['name'], ['amountPaid'], ['price', 'custom']];
  const row = (fields: Partial<Row> = {}): Row => ({
    name: 'علي',
    amountPaid: Money.zero,
    price: Money.parse(15),
    custom: false,
    note: null,
    ...fields,
  });

  it('gives a field its value from before the batch while it still holds what the batch wrote', () => {
    const written = row({ name: 'سمير', amountPaid: Money.parse(20) });
    const reverted = revertUnchangedFields({ before: row(), written, current: row({ ...written }) }, groups);
    expect(reverted).toEqual(row());
  });

  it('keeps a later edit of a field the batch wrote', () => {
    const before = row({ amountPaid: Money.parse(60) });
    const written = row({ amountPaid: Money.zero, name: 'سمير' });
    const current = row({ amountPaid: Money.parse(45), name: 'سمير' });
    expect(revertUnchangedFields({ before, written, current }, groups)).toEqual(
      row({ amountPaid: Money.parse(45), name: 'علي' }),
    );
  });

  it('compares money by value, not by identity', () => {
    const written = row({ amountPaid: Money.parse('20.00') });
    const current = row({ amountPaid: Money.parse(20) });
    expect(revertUnchangedFields({ before: row(), written, current }, groups).amountPaid).toEqual(Money.zero);
  });

  it('reverts a group only when every field of it is as the batch wrote it', () => {
    const before = row({ price: Money.parse(14), custom: true });
    const written = row({ price: Money.parse(15), custom: false });
    expect(revertUnchangedFields({ before, written, current: row({ ...written }) }, groups)).toMatchObject({
      price: Money.parse(14),
      custom: true,
    });
    const repriced = row({ price: Money.parse(15), custom: true });
    expect(revertUnchangedFields({ before, written, current: repriced }, groups)).toMatchObject({
      price: Money.parse(15),
      custom: true,
    });
  });

  it('keeps fields outside the groups as they are now', () => {
    const current = row({ note: 'بعد الدفعة' });
    expect(revertUnchangedFields({ before: row(), written: row(), current }, groups).note).toBe('بعد الدفعة');
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
    expect(BATCH_KINDS).toEqual([
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
