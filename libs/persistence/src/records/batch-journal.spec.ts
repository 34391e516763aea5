import {
  ampereCharges,
  AmperePricing,
  customerSearchText,
  type AmpereRecordState,
  Money,
  normaliseRecordKey,
  planUndo,
  Quantity,
  undoAmpereUpdate,
} from '@kahraba/billing-domain';
import { readAmperePricing, writeAmperePricing } from '../ampere/ampere-pricing.store';
import {
  findAmpereRows,
  insertAmpereRows,
  repriceAllAmpereRecords,
  resetAmperePayments,
  writeAmpereRows,
  type AmpereRecordRow,
  type NewAmpereRow,
} from '../ampere/ampere-record.store';
import { writeSetting, readSetting } from '../settings/settings-store';
import { SqlDatabase, type SqlExecutor } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import {
  finishBatch,
  journalCreated,
  journalSettings,
  journalUpdates,
  openBatch,
  readBatchJournal,
  revertBatch,
} from './batch-journal';
import { moveToArchive } from './archive-store';
import { AMPERE_TABLES } from './system-tables';

/** A row as to_jsonb gives it (the journal's form). */
type StoredRow = Record<string, unknown> & { id: string };

/** What the domain's undo rule reads from a journaled or live row. */
function stateOf(row: Readonly<Record<string, unknown>>): AmpereRecordState {
  return {
    customerNumber: Number(row.customer_number),
    name: String(row.name),
    box: (row.box as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    ampere: Quantity.parse(String(row.ampere)),
    amperePrice: Money.parse(String(row.ampere_price)),
    priceIsCustom: Boolean(row.price_is_custom),
    // What a batch wrote holds its entered columns only; arrears are not one of them.
    arrears: row.arrears === undefined ? Money.zero : Money.parse(String(row.arrears)),
    amountPaid: Money.parse(String(row.amount_paid)),
    isPaidFlag: Boolean(row.is_paid),
    dueDate: (row.due_date as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    month: String(row.month),
    invoiceDate: String(row.invoice_date),
  };
}

/** Every column an undo may touch, in one comparable form. */
function comparable(row: Readonly<Record<string, unknown>>) {
  return {
    customerNumber: Number(row.customer_number),
    name: row.name,
    box: row.box,
    address: row.address,
    ampere: Quantity.parse(String(row.ampere)).toString(),
    amperePrice: Money.parse(String(row.ampere_price)).toDecimalString(),
    priceIsCustom: row.price_is_custom,
    amount: Money.parse(String(row.amount)).toDecimalString(),
    amountPaid: Money.parse(String(row.amount_paid)).toDecimalString(),
    outstandingBalance: Money.parse(String(row.outstanding_balance)).toDecimalString(),
    isPaidFlag: row.is_paid,
    dueDate: row.due_date,
    phone: row.phone,
    month: String(row.month),
    invoiceDate: row.invoice_date,
    searchText: row.search_text,
    recordKey: row.record_key,
  };
}

describe('revertBatch agrees with the domain undo rule (planUndo, undoAmpereUpdate)', () => {
  let db: SqlDatabase;
  let nextNumber = 2000;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('DELETE FROM ampere_records');
    await db.query("DELETE FROM settings WHERE key = 'ampere_pricing'");
  });

  /** A stored customer as the application writes it: derived values from the domain. */
  function row(name: string, fields: Partial<NewAmpereRow> = {}): NewAmpereRow {
    nextNumber += 1;
    return derive({
      customerNumber: nextNumber,
      name,
      box: '1',
      address: `address of ${name}`,
      ampere: '3',
      amperePrice: '15.00',
      priceIsCustom: false,
      amount: '',
      // Arrears carried in: the undo's balance must count them as the domain does.
      arrears: '7.25',
      amountPaid: '0.00',
      outstandingBalance: '',
      isPaidFlag: false,
      invoiceDate: '2026-11-01',
      dueDate: null,
      month: '2026-11',
      searchText: '',
      recordKey: '',
      phone: null,
      ...fields,
    });
  }

  function derive<R extends NewAmpereRow>(fields: R): R {
    const charges = ampereCharges({
      ampere: Quantity.parse(fields.ampere),
      amperePrice: Money.parse(fields.amperePrice),
      arrears: Money.parse(fields.arrears),
      amountPaid: Money.parse(fields.amountPaid),
    });
    return {
      ...fields,
      amount: charges.amount.toDecimalString(),
      outstandingBalance: charges.outstandingBalance.toDecimalString(),
      searchText: customerSearchText(fields),
      recordKey: normaliseRecordKey(fields.name, fields.box),
    };
  }

  /** An edit as the application makes it (in a batch when `batchId` is given). */
  async function edit(
    tx: SqlExecutor,
    id: string,
    changes: Partial<AmpereRecordRow>,
    batchId: string | null = null,
  ) {
    const [stored] = await findAmpereRows(tx, [id], true);
    await writeAmpereRows(tx, [derive({ ...stored, ...changes })], batchId);
  }

  const allRows = async (): Promise<Record<string, StoredRow>> => {
    const rows = await db.query<{ row: StoredRow }>('SELECT to_jsonb(r) AS row FROM ampere_records r');
    return Object.fromEntries(rows.map(({ row }) => [row.id, row]));
  };

  /** What the domain says every live row becomes when the batch is undone. */
  async function domainExpectation(batchId: string, pricingAfterUndo: () => Promise<AmperePricing>) {
    const plan = planUndo(await readBatchJournal(db, batchId));
    const current = await allRows();
    const pricing = await pricingAfterUndo();
    const expected: Record<string, ReturnType<typeof comparable>> = {};
    for (const [id, stored] of Object.entries(current)) {
      if (!plan.removeIds.includes(id)) expected[id] = comparable(stored);
    }
    for (const { id, before, written } of plan.restore) {
      if (!current[id]) continue; // deleted after the batch: not brought back
      const after = undoAmpereUpdate(
        { before: stateOf(before), written: stateOf(written), current: stateOf(current[id]) },
        pricing,
      );
      expected[id] = {
        customerNumber: after.customerNumber,
        name: after.name,
        box: after.box,
        address: after.address,
        ampere: after.ampere.toString(),
        amperePrice: after.amperePrice.toDecimalString(),
        priceIsCustom: after.priceIsCustom,
        amount: after.amount.toDecimalString(),
        amountPaid: after.amountPaid.toDecimalString(),
        outstandingBalance: after.outstandingBalance.toDecimalString(),
        isPaidFlag: after.isPaidFlag,
        dueDate: after.dueDate,
        phone: after.phone,
        month: after.month,
        invoiceDate: after.invoiceDate,
        searchText: after.searchText,
        recordKey: after.recordKey,
      };
    }
    return { plan, expected };
  }

  const comparableRows = async () =>
    Object.fromEntries(Object.entries(await allRows()).map(([id, stored]) => [id, comparable(stored)]));

  it('takes back what the batch wrote and is still there, keeps later edits, and removes what it created', async () => {
    const [a, b, c, d, e, g, h, i] = await insertAmpereRows(
      db,
      [
        row('alpha', { ampere: '3', phone: '+9613123456' }),
        row('beta', { ampere: '4', amountPaid: '60.00', isPaidFlag: true }),
        row('gamma', { ampere: '5', amperePrice: '14.00', priceIsCustom: true }),
        row('delta', { ampere: '2', amperePrice: '25.00' }),
        row('epsilon', { ampere: '6', address: null }),
        row('eta', { ampere: '7' }),
        row('theta', { ampere: '8', dueDate: '2026-11-30' }),
        row('iota', { ampere: '9' }),
      ],
      null,
    );

    const batchId = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'import');
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = ANY($1::uuid[])', [[a, b, c, d, e, h, i]]);
      await edit(
        tx,
        a,
        {
          name: 'alpha two',
          ampere: '9',
          month: '2026-12',
          invoiceDate: '2026-11-28',
          phone: '+96171123456',
        },
        batch,
      );
      await edit(
        tx,
        b,
        { amountPaid: '0.00', isPaidFlag: false, address: null, dueDate: '2026-12-01' },
        batch,
      );
      await edit(tx, c, { amperePrice: '16.00', priceIsCustom: false }, batch);
      await edit(tx, d, { ampere: '3', amperePrice: '15.00' }, batch);
      await edit(tx, e, { name: 'epsilon two', box: '2', phone: '+9611234567' }, batch);
      await edit(tx, h, { dueDate: null }, batch);
      await edit(tx, i, { ampere: '10' }, batch);
      // h is journaled and written a second time in the same batch.
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [h]);
      await edit(tx, h, { ampere: '11', amountPaid: '5.00' }, batch);
      const created = await insertAmpereRows(tx, [row('zeta'), row('kappa')], batch);
      await journalCreated(tx, batch, created);
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [created[0]]);
      await edit(tx, created[0], { ampere: '2' }, batch);
      await finishBatch(tx, AMPERE_TABLES, batch, { created: 2, updated: 7 });
      return batch;
    });

    // After the batch: the operator records a payment for b, sets c's price, changes d's amperes,
    // renames e, edits g (not in the batch), and deletes i.
    await edit(db, b, { amountPaid: '45.00' });
    await edit(db, c, { amperePrice: '18.00', priceIsCustom: true });
    await edit(db, d, { ampere: '5' });
    await edit(db, e, { name: 'epsilon three', phone: '+9619123456' });
    await edit(db, g, { name: 'eta edited', amountPaid: '5.00' });
    await db.transaction((tx) => moveToArchive(tx, AMPERE_TABLES, 'r.id = $1', [i], 'deleted'));

    const { plan, expected } = await domainExpectation(batchId, () => readAmperePricing(db));
    const counts = await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batchId));

    expect(counts).toEqual({ deletedCount: plan.removeIds.length, revertedCount: plan.restore.length - 1 });
    expect(counts).toEqual({ deletedCount: 2, revertedCount: 6 });
    expect(await comparableRows()).toEqual(expected);

    // The rule read as sentences, on the stored rows.
    const after = await comparableRows();
    expect(after[a]).toMatchObject({
      name: 'alpha',
      ampere: '3',
      month: '2026-11',
      amount: '45.00',
      phone: '+9613123456',
    });
    expect(after[a].searchText).toBe(
      customerSearchText({
        customerNumber: after[a].customerNumber,
        name: 'alpha',
        box: '1',
        address: 'address of alpha',
        phone: '+9613123456',
      }),
    );
    // The later payment keeps the paid mark it was recorded beside: the two go back together or not at all.
    expect(after[b]).toMatchObject({
      amountPaid: '45.00',
      isPaidFlag: false,
      address: 'address of beta',
      dueDate: null,
      // 7.25 carried in + 60 − 45
      outstandingBalance: '22.25',
    });
    expect(after[c]).toMatchObject({ amperePrice: '18.00', priceIsCustom: true, amount: '90.00' });
    expect(after[d]).toMatchObject({ ampere: '5', amperePrice: '15.00', priceIsCustom: false });
    expect(after[e]).toMatchObject({
      name: 'epsilon three',
      box: '1',
      recordKey: 'epsilon three|1',
      phone: '+9619123456',
    });
    expect(after[g]).toMatchObject({ name: 'eta edited', amountPaid: '5.00' });
    expect(after[h]).toMatchObject({ ampere: '8', amountPaid: '0.00', dueDate: '2026-11-30' });
    expect(after[i]).toBeUndefined();
    const [batchIds] = await db.query<{ ids: (string | null)[] }>(
      'SELECT array_agg(DISTINCT batch_id) AS ids FROM ampere_records',
    );
    expect(batchIds.ids).toEqual([null]);
  });

  it('journals each write in its own statement (no journal before it), and undo agrees with the domain', async () => {
    const [a, b, c, d] = await insertAmpereRows(
      db,
      [
        row('alpha', { ampere: '3' }),
        row('beta', { ampere: '4', amountPaid: '60.00', isPaidFlag: true }),
        row('gamma', { ampere: '5', amperePrice: '14.00', priceIsCustom: true }),
        row('delta', { ampere: '2', amperePrice: '25.00' }),
      ],
      null,
    );
    const batchId = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'import');
      await edit(tx, a, { name: 'alpha two', ampere: '9' }, batch);
      await edit(tx, b, { amountPaid: '0.00', isPaidFlag: false, address: null }, batch);
      await edit(tx, c, { amperePrice: '16.00', priceIsCustom: false }, batch);
      // Written twice in the batch: undo goes back to the values from before the batch.
      await edit(tx, a, { ampere: '10', month: '2026-12' }, batch);
      const created = await insertAmpereRows(tx, [row('zeta')], batch);
      await journalCreated(tx, batch, created);
      await edit(tx, created[0], { ampere: '2' }, batch);
      await finishBatch(tx, AMPERE_TABLES, batch, { created: 1, updated: 3 });
      return batch;
    });
    const journal = await readBatchJournal(db, batchId);
    expect(journal.map((entry) => [entry.recordId, entry.action])).toEqual([
      [a, 'updated'],
      [b, 'updated'],
      [c, 'updated'],
      [expect.any(String), 'created'],
    ]);
    expect(journal[0]).toMatchObject({
      previous: { name: 'alpha', ampere: 3, month: '2026-11' },
      after: { name: 'alpha two', ampere: 10, month: '2026-12' },
    });

    // After the batch: a payment for b, c's own price, d (not in the batch) renamed.
    await edit(db, b, { amountPaid: '45.00' });
    await edit(db, c, { amperePrice: '18.00', priceIsCustom: true });
    await edit(db, d, { name: 'delta edited' });

    const { plan, expected } = await domainExpectation(batchId, () => readAmperePricing(db));
    const counts = await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batchId));
    expect(counts).toEqual({ deletedCount: plan.removeIds.length, revertedCount: plan.restore.length });
    expect(counts).toEqual({ deletedCount: 1, revertedCount: 3 });
    expect(await comparableRows()).toEqual(expected);
    const after = await comparableRows();
    expect(after[a]).toMatchObject({ name: 'alpha', ampere: '3', month: '2026-11', amount: '45.00' });
    expect(after[b]).toMatchObject({ amountPaid: '45.00', address: 'address of beta' });
    expect(after[c]).toMatchObject({ amperePrice: '18.00', priceIsCustom: true });
    expect(after[d]).toMatchObject({ name: 'delta edited' });
  });

  it.each([
    ['journaled by the re-pricing statement itself', false],
    ['also journaled before it (an older caller)', true],
  ])(
    'prices a record without a price of its own at the prices the undo brings back (%s)',
    async (_how, journalFirst) => {
      const [own, automatic, edited] = await insertAmpereRows(
        db,
        [
          row('own', { ampere: '5', amperePrice: '14.00', priceIsCustom: true }),
          row('automatic', { ampere: '2', amperePrice: '25.00' }),
          row('edited', { ampere: '3', amperePrice: '15.00' }),
        ],
        null,
      );
      const newPrices = AmperePricing.of({ globalPrice: Money.parse(16.5), lowPrice: Money.parse(26) });
      const batchId = await db.transaction(async (tx) => {
        const batch = await openBatch(tx, AMPERE_TABLES, 'update-all-prices');
        if (journalFirst) await journalUpdates(tx, AMPERE_TABLES, batch, 'true', []);
        const updated = await repriceAllAmpereRecords(tx, '16.50', '26.00', 2, batch);
        await journalSettings(tx, batch, ['ampere_pricing']);
        await writeAmperePricing(tx, newPrices);
        await finishBatch(tx, AMPERE_TABLES, batch, { created: 0, updated });
        return batch;
      });
      // After the price change the operator moves 'edited' down to 1 ampere (low price 26).
      await edit(db, edited, { ampere: '1', amperePrice: '26.00' });

      const { expected } = await domainExpectation(batchId, async () => {
        // The undo brings back the prices from before the batch: 15 and 25.
        const [batch] = await db.query<{ previous: unknown }>(
          "SELECT previous_settings->'ampere_pricing' AS previous FROM batches WHERE id = $1",
          [batchId],
        );
        expect(batch.previous).toBeNull();
        return AmperePricing.of({ globalPrice: Money.parse(15), lowPrice: Money.parse(25) });
      });
      await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batchId));

      expect(await comparableRows()).toEqual(expected);
      const after = await comparableRows();
      expect(after[own]).toMatchObject({ amperePrice: '14.00', priceIsCustom: true, amount: '70.00' });
      expect(after[automatic]).toMatchObject({ amperePrice: '25.00', priceIsCustom: false, amount: '50.00' });
      expect(after[edited]).toMatchObject({ ampere: '1', amperePrice: '25.00', amount: '25.00' });
      expect(await readAmperePricing(db)).toEqual(
        AmperePricing.of({ globalPrice: Money.parse(15), lowPrice: Money.parse(25) }),
      );
    },
  );

  it('gives back the paid mark only together with the amount paid', async () => {
    // Marked paid with nothing paid; everyone marked unpaid; then a payment of 10 is recorded.
    const [payer, untouched] = await insertAmpereRows(
      db,
      [row('payer', { isPaidFlag: true }), row('untouched', { amountPaid: '20.00', isPaidFlag: true })],
      null,
    );
    const batchId = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'mark-all-unpaid');
      const updated = await resetAmperePayments(tx, batch);
      await finishBatch(tx, AMPERE_TABLES, batch, { created: 0, updated });
      return batch;
    });
    await edit(db, payer, { amountPaid: '10.00' });

    const { expected } = await domainExpectation(batchId, () => readAmperePricing(db));
    await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batchId));

    expect(await comparableRows()).toEqual(expected);
    const after = await comparableRows();
    expect(after[payer]).toMatchObject({
      amountPaid: '10.00',
      isPaidFlag: false,
      // 7.25 carried in + 45 − 10
      outstandingBalance: '42.25',
    });
    // is_paid follows the balance: 7.25 + 45 − 20 is still owed.
    expect(after[untouched]).toMatchObject({ amountPaid: '20.00', isPaidFlag: false });
  });

  it('marks the batch undone so that it is not undone twice', async () => {
    const batchId = await db.transaction((tx) => openBatch(tx, AMPERE_TABLES, 'mark-all-unpaid'));
    await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batchId));
    const [batch] = await db.query<{ undone_at: Date | null }>(
      'SELECT undone_at FROM batches WHERE id = $1',
      [batchId],
    );
    expect(batch.undone_at).not.toBeNull();
  });

  it('keeps, once the batch has written, what it wrote beside what it overwrote', async () => {
    const [id] = await insertAmpereRows(db, [row('lambda', { amountPaid: '10.00' })], null);
    const batchId = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'mark-all-unpaid');
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [id]);
      await edit(tx, id, { amountPaid: '0.00' }, batch);
      await finishBatch(tx, AMPERE_TABLES, batch, { created: 0, updated: 1 });
      return batch;
    });
    const [entry] = await db.query<{ previous: StoredRow; after: StoredRow }>(
      'SELECT previous, after FROM batch_entries WHERE batch_id = $1',
      [batchId],
    );
    expect([entry.previous.amount_paid, entry.after.amount_paid]).toEqual([10, 0]);
    const [batch] = await db.query<{ updated_count: number }>(
      'SELECT updated_count FROM batches WHERE id = $1',
      [batchId],
    );
    expect(batch.updated_count).toBe(1);
  });

  it('leaves one journal entry per row: the earliest for a row updated twice, the creation alone for a row it created', async () => {
    const [twice] = await insertAmpereRows(db, [row('mu', { ampere: '3' })], null);
    const batchId = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'column-paste');
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [twice]);
      await edit(tx, twice, { ampere: '4' }, batch);
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [twice]);
      await edit(tx, twice, { ampere: '5' }, batch);
      const [created] = await insertAmpereRows(tx, [row('nu')], batch);
      await journalCreated(tx, batch, [created]);
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [created]);
      await finishBatch(tx, AMPERE_TABLES, batch, { created: 1, updated: 1 });
      return batch;
    });
    const entries = await readBatchJournal(db, batchId);
    expect(entries.map((entry) => [entry.action, entry.previous?.ampere, entry.after?.ampere])).toEqual([
      ['updated', 3, 5],
      ['created', undefined, undefined],
    ]);
  });

  it('journals rows inserted with `journal` as created in the same statement, in insertion order, once', async () => {
    const { batchId, created } = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'import');
      const ids = await insertAmpereRows(tx, [row('xi'), row('omicron'), row('pi')], batch, {
        journal: true,
      });
      await finishBatch(tx, AMPERE_TABLES, batch, { created: ids.length, updated: 0 });
      return { batchId: batch, created: ids };
    });
    const entries = await readBatchJournal(db, batchId);
    expect(entries.map((entry) => [entry.recordId, entry.action])).toEqual(
      created.map((id) => [id, 'created']),
    );
  });

  it('writes back the settings the batch changed, and removes one it created', async () => {
    await writeSetting(db, 'kept', { value: 1 });
    const batchId = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'update-all-prices');
      await journalSettings(tx, batch, ['kept', 'new']);
      await writeSetting(tx, 'kept', { value: 2 });
      await writeSetting(tx, 'new', { value: 3 });
      return batch;
    });
    await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batchId));
    expect(await readSetting(db, 'kept', null)).toEqual({ value: 1 });
    expect(await readSetting(db, 'new', null)).toBeNull();
  });
});
