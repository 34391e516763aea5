import { planUndo, type JournalEntry } from '@kahraba/billing-domain';
import { insertAmpereRows, type NewAmpereRow } from '../ampere/ampere-record.store';
import { writeSetting, readSetting } from '../settings/settings-store';
import { SqlDatabase, type SqlExecutor } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { journalCreated, journalSettings, journalUpdates, openBatch, revertBatch } from './batch-journal';
import { AMPERE_TABLES } from './system-tables';

type StoredRow = Record<string, unknown> & { id: string };

describe('revertBatch agrees with the domain planUndo', () => {
  let db: SqlDatabase;
  let nextNumber = 2000;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  function row(name: string, ampere: string): NewAmpereRow {
    nextNumber += 1;
    return {
      customerNumber: nextNumber,
      name,
      box: '1',
      address: `address of ${name}`,
      ampere,
      amperePrice: '15.00',
      amount: (Number(ampere) * 15).toFixed(2),
      amountPaid: '0.00',
      outstandingBalance: (Number(ampere) * 15).toFixed(2),
      isPaidFlag: false,
      invoiceDate: '2026-11-01',
      dueDate: null,
      month: '2026-11',
      searchText: `${nextNumber} ${name}`,
      recordKey: `${name}|1`,
    };
  }

  const allRows = async (): Promise<Record<string, StoredRow>> => {
    const rows = await db.query<{ row: StoredRow }>('SELECT to_jsonb(r) AS row FROM ampere_records r');
    return Object.fromEntries(rows.map(({ row }) => [row.id, row]));
  };
  const edit = (tx: SqlExecutor, id: string, sets: string) =>
    tx.query(`UPDATE ampere_records SET ${sets} WHERE id = $1`, [id]);

  it('removes what the batch created and restores what it updated, leaving later edits elsewhere', async () => {
    const [a, b, c, d] = await insertAmpereRows(
      db,
      [row('alpha', '3'), row('beta', '4'), row('gamma', '5'), row('delta', '6')],
      null,
    );

    // One batch: updates a twice, b once; creates e and f, and updates e after creating it.
    const batchId = await db.transaction(async (tx) => {
      const batch = await openBatch(tx, AMPERE_TABLES, 'import');
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = ANY($1::uuid[])', [[a, b]]);
      await edit(
        tx,
        a,
        "ampere = 9, amount = 135, name = 'alpha two', search_text = 'x', batch_id = '" + batch + "'",
      );
      await edit(tx, b, "amount_paid = 60, is_paid = true, address = NULL, due_date = '2026-12-01'");
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [a]);
      await edit(tx, a, "ampere = 10, amount = 150, month = '2026-12'");
      const created = await insertAmpereRows(tx, [row('epsilon', '1'), row('zeta', '2')], batch);
      await journalCreated(tx, batch, created);
      await journalUpdates(tx, AMPERE_TABLES, batch, 'r.id = $1', [created[0]]);
      await edit(tx, created[0], 'ampere = 2');
      return batch;
    });
    // After the batch: c is edited on its own; d is untouched.
    await edit(db, c, "name = 'gamma edited', amount_paid = 5");

    const entries = await db.query<JournalEntry>(
      `SELECT record_id AS "recordId", action, previous FROM batch_entries WHERE batch_id = $1 ORDER BY seq`,
      [batchId],
    );
    const plan = planUndo(entries);
    const expected = await allRows();
    for (const id of plan.removeIds) delete expected[id];
    for (const { id, values } of plan.restore) {
      for (const column of AMPERE_TABLES.restorableColumns) expected[id][column] = values[column];
    }

    const counts = await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batchId));

    expect(counts).toEqual({ deletedCount: plan.removeIds.length, revertedCount: plan.restore.length });
    expect(counts).toEqual({ deletedCount: 2, revertedCount: 2 });
    expect(await allRows()).toEqual(expected);
    const after = await allRows();
    expect(after[a]).toMatchObject({ name: 'alpha', ampere: 3, month: '2026-11', batch_id: null });
    expect(after[b]).toMatchObject({
      amount_paid: 0,
      is_paid: false,
      address: 'address of beta',
      due_date: null,
    });
    expect(after[c]).toMatchObject({ name: 'gamma edited', amount_paid: 5 });
    expect(after[d]).toMatchObject({ name: 'delta' });
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
