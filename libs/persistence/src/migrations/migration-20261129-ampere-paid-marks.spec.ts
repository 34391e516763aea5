import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** Ampere customers marked paid before the ledger: the mark becomes a payment of what they owed. */
describe('Migration20261129AmperePaidMarks on existing customers', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261129AmperePaidMarks');
    db = database.db;
  });
  afterAll(() => database.close());

  it('records the balance of a customer marked paid as an opening payment; is_paid follows the balance', async () => {
    await db.query(
      `INSERT INTO ampere_records (customer_number, name, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, is_paid, month)
       VALUES (3001, 'معلّم', 4, 15, 60, 10, 50, true, '2026-11'),
              (3002, 'دافع', 4, 15, 60, 60, 0, false, '2026-11'),
              (3003, 'مدين', 4, 15, 60, 0, 60, false, '2026-11')`,
    );
    await database.migrateUp();

    const rows = await db.query<{ n: number; paid: string; outstanding: string; isPaid: boolean }>(
      `SELECT customer_number AS n, amount_paid::text AS paid, outstanding_balance::text AS outstanding,
         is_paid AS "isPaid" FROM ampere_records WHERE customer_number > 3000 ORDER BY 1`,
    );
    expect(rows).toEqual([
      { n: 3001, paid: '60.00', outstanding: '0.00', isPaid: true },
      { n: 3002, paid: '60.00', outstanding: '0.00', isPaid: true },
      { n: 3003, paid: '0.00', outstanding: '60.00', isPaid: false },
    ]);
    const payments = await db.query<{ n: number; amount: string; source: string; receipt: string }>(
      `SELECT customer_number AS n, amount::text, source, receipt_number AS receipt FROM payments
       WHERE customer_number > 3000`,
    );
    expect(payments).toEqual([
      {
        n: 3001,
        amount: '50.00',
        source: 'opening-balance',
        receipt: expect.stringMatching(/^R-\d{4}-\d{6}$/),
      },
    ]);
  });
});
