import { customerSearchText } from '@kahraba/billing-domain';
import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** Snapshots taken before the monthly archives' search get their search text in the domain's form. */
describe('Migration20261128MonthlyArchiveSearch on existing snapshots', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261128MonthlyArchiveSearch');
    db = database.db;
  });
  afterAll(() => database.close());

  it('fills the search text of ampere and kWh snapshots (a name with a question mark too)', async () => {
    await db.query(
      `INSERT INTO monthly_archives (original_id, customer_number, name, box, ampere, address, ampere_price, amount,
         amount_paid, outstanding_balance, is_paid, invoice_date, month, created_at)
       VALUES (gen_random_uuid(), 9000, 'أحمد الخطيب', '5', 3, 'الساحة', 15, 45, 0, 45, false, '2026-10-01', '2026-10', now()),
              (gen_random_uuid(), 9001, 'Who? ''Me''', NULL, 3, NULL, 15, 45, 0, 45, false, '2026-10-01', '2026-10', now())`,
    );
    await db.query(
      `INSERT INTO kwh_monthly_archives (system, original_id, customer_number, name, box, address, ampere,
         ampere_subscription_fee, previous_kwh, current_kwh, price_per_kwh, insurance, subscription_fee, total_amount,
         amount_paid, outstanding_balance, is_paid, exchange_rate_used, base_amount_lbp, tva_amount_lbp,
         total_amount_lbp, month, created_at)
       VALUES ('mahmoud-kwh', gen_random_uuid(), 9000, 'فاطمة', '7', NULL, 5, 0, 0, 0, 1, 0, 0, 0, 0, 0, false, 89500,
         0, 0, 0, '2026-10', now())`,
    );

    await database.migrateUp();

    const rows = await db.query<{
      n: number;
      name: string;
      box: string | null;
      address: string | null;
      s: string;
    }>(
      `SELECT customer_number AS n, name, box, address, search_text AS s FROM monthly_archives
       UNION ALL SELECT customer_number, name, box, address, search_text FROM kwh_monthly_archives ORDER BY 1, 2`,
    );
    // The demo's closed months (docs/business-demo.md) and the three snapshots written here: every one.
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.s).toBe(
        customerSearchText({
          customerNumber: row.n,
          name: row.name,
          box: row.box,
          address: row.address,
          phone: null,
        }),
      );
    }
    expect(rows.map((row) => row.s)).toContain('9000 احمد الخطيب 5 الساحه');
  });
});
