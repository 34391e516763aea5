import { readBatchJournal, revertBatch } from '../records/batch-journal';
import { AMPERE_TABLES } from '../records/system-tables';
import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** The migration on an open batch journaled before it: the records it created are still undone. */
describe('Migration20261125BatchCreatedIds on existing journals', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261125BatchCreatedIds');
    db = database.db;
  });
  afterAll(() => database.close());

  it('moves the created rows of each batch into its list, in order, and undo removes them', async () => {
    const customers = await db.query<{ id: string }>(
      `INSERT INTO ampere_records (customer_number, name, ampere, ampere_price, amount, outstanding_balance, month)
       SELECT 9000 + g, 'customer ' || g, 5, 15, 75, 75, '2026-11' FROM generate_series(1, 3) g
       ORDER BY g RETURNING id`,
    );
    const [first, second, kept] = customers.map((customer) => customer.id);
    const [batch] = await db.query<{ id: string }>(
      `INSERT INTO batches (system, kind) VALUES ('ampere', 'import') RETURNING id`,
    );
    await db.query(
      `INSERT INTO batch_entries (batch_id, record_id, action, previous, after)
       VALUES ($1, $2, 'created', NULL, NULL), ($1, $3, 'created', NULL, NULL),
              ($1, $4, 'updated', '{"name": "old"}', '{"name": "customer 3"}')`,
      [batch.id, second, first, kept],
    );

    await database.migrateUp();

    expect((await readBatchJournal(db, batch.id)).map((entry) => [entry.recordId, entry.action])).toEqual([
      [kept, 'updated'],
      [second, 'created'],
      [first, 'created'],
    ]);
    const [{ entries }] = await db.query<{ entries: number }>(
      `SELECT count(*)::int AS entries FROM batch_entries WHERE action = 'created'`,
    );
    expect(entries).toBe(0);
    const counts = await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, batch.id));
    expect(counts.deletedCount).toBe(2);
    const left = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM ampere_records WHERE customer_number > 9000',
    );
    expect(left).toEqual([{ id: kept, name: 'old' }]);
  });
});
