import {
  createKwhCustomer,
  ExchangeRate,
  Money,
  MeteredGroupPrice,
  kwhCustomerOf,
} from '@kahraba/billing-domain';
import { kwhRowOf } from '../kwh/kwh-customer-row';
import { findKwhRows, insertKwhRows } from '../kwh/kwh-customer.store';
import { kwhTablesOf } from '../kwh/kwh-tables';
import { revertBatch } from '../records/batch-journal';
import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

const tables = kwhTablesOf('mahmoud-kwh');
const context = { pricing: new Map(), rate: ExchangeRate.of(89_500), groupPrice: MeteredGroupPrice.initial };

/** An open readings import journaled before the arrears joined the readings' undo group. */
describe('Migration20261202JournalArrears on open journals', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261202JournalArrears');
    db = database.db;
  });
  afterAll(() => database.close());

  it('lets the undo of a readings import journaled before take its readings back, the arrears kept', async () => {
    const customer = createKwhCustomer(
      { name: 'سامي', ampere: 5, previousKwh: 100, currentKwh: 150 },
      context,
    );
    const owing = kwhCustomerOf({ ...customer, arrears: Money.parse('12.5') }, context);
    // Today's code writes the columns later migrations added: kept for the insert, gone before the run.
    await db.query(`ALTER TABLE kwh_customers ADD COLUMN zone text NOT NULL DEFAULT 'town'`);
    const [id] = await insertKwhRows(
      db,
      tables,
      [kwhRowOf(owing, { customerNumber: 5001, month: '2026-11', displayRank: null })],
      null,
    );
    const [batch] = await db.query<{ id: string }>(
      `INSERT INTO batches (system, kind) VALUES ('mahmoud-kwh', 'readings-import') RETURNING id`,
    );
    // As the import wrote it then: the readings shifted, its journal without the arrears.
    await db.query(
      `WITH before AS (SELECT to_jsonb(r) - 'arrears' AS previous FROM kwh_customers r WHERE r.id = $1),
       written AS (
         UPDATE kwh_customers r SET previous_kwh = 150, current_kwh = 210, batch_id = $2
         WHERE r.id = $1 RETURNING to_jsonb(r) - 'arrears' AS after)
       INSERT INTO batch_entries (batch_id, record_id, action, previous, after)
       SELECT $2, $1, 'updated', before.previous, written.after FROM before, written`,
      [id, batch.id],
    );

    await db.query('ALTER TABLE kwh_customers DROP COLUMN zone');
    await database.migrateUp();
    await db.transaction((tx) => revertBatch(tx, tables, batch.id));

    const [row] = await findKwhRows(db, tables, [id]);
    expect(row).toMatchObject({ previousKwh: '100.000', currentKwh: '150.000', arrears: '12.50' });
  });
});
