import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** docs/closed-month-rate.md: an ampere month archived before the rate was kept takes the rate of its day. */
describe('Migration20261204ArchiveExchangeRate on months archived before it', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261204ArchiveExchangeRate');
    db = database.db;
  });
  afterAll(() => database.close());

  it('gives each archived row the rate in force when it was archived, the earliest rate before any', async () => {
    await db.query('DELETE FROM exchange_rate');
    await db.query(
      `INSERT INTO exchange_rate (usd_to_lbp, updated_at)
       VALUES (89000, '2026-10-01T08:00:00Z'), (89500, '2026-11-10T08:00:00Z'), (90000, '2026-12-05T08:00:00Z')`,
    );
    const archive = (number: number, month: string, archivedAt: string) =>
      db.query(
        `INSERT INTO monthly_archives (original_id, customer_number, name, ampere, ampere_price, amount,
           amount_paid, outstanding_balance, is_paid, invoice_date, month, created_at, archived_at)
         VALUES (gen_random_uuid(), $1, 'سلمى', 3, 15, 45, 0, 45, false, '2026-09-01', $2, now(), $3)`,
        [number, month, archivedAt],
      );
    await archive(9000, '2026-09', '2026-09-30T20:00:00Z');
    await archive(9001, '2026-10', '2026-10-31T20:00:00Z');
    await archive(9002, '2026-11', '2026-11-30T20:00:00Z');
    await archive(9003, '2026-12', '2026-12-31T20:00:00Z');

    await database.migrateUp();

    const rows = await db.query<{ customer_number: number; rate: string }>(
      `SELECT customer_number, exchange_rate_used::text AS rate FROM monthly_archives
       WHERE customer_number >= 9000 ORDER BY customer_number`,
    );
    expect(rows).toEqual([
      { customer_number: 9000, rate: '89000.00' },
      { customer_number: 9001, rate: '89000.00' },
      { customer_number: 9002, rate: '89500.00' },
      { customer_number: 9003, rate: '90000.00' },
    ]);
    // The demo's closed months (docs/business-demo.md) take a rate too.
    expect(
      await db.query('SELECT count(*)::int AS n FROM monthly_archives WHERE exchange_rate_used IS NULL'),
    ).toEqual([{ n: 0 }]);
  });
});
