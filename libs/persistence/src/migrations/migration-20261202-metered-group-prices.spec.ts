import { readMeteredGroupPrice } from '../kwh/metered-group-price.store';
import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** docs/metered-group-price.md: on an existing database, each group's price starts from its customers. */
describe('Migration20261202MeteredGroupPrices on existing customers', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261202MeteredGroupPrices');
    db = database.db;
  });
  afterAll(() => database.close());

  it("starts each group's price as the most common price among its live customers, in its currency", async () => {
    // mahmoud-kwh: 0.42 three times, the default 1 twice. baydawi-kwh: 37,590 pounds (converted at two
    // rates) three times, 0.5 dollars twice. The generic list: a tie, the customer added last wins.
    // A group without customers keeps the default.
    await db.query(
      `INSERT INTO kwh_customers (system, customer_number, name, price_per_kwh, price_per_kwh_lbp, month, created_at)
       VALUES ('mahmoud-kwh', 1000, 'أ', 0.42, NULL, '2026-11', now()),
              ('mahmoud-kwh', 1001, 'ب', 0.42, NULL, '2026-11', now()),
              ('mahmoud-kwh', 1002, 'ت', 0.42, NULL, '2026-11', now()),
              ('mahmoud-kwh', 1003, 'ث', 1, NULL, '2026-11', now()),
              ('mahmoud-kwh', 1004, 'ج', 1, NULL, '2026-11', now()),
              ('baydawi-kwh', 1000, 'أ', 0.42, 37590, '2026-11', now()),
              ('baydawi-kwh', 1001, 'ب', 0.42, 37590, '2026-11', now()),
              ('baydawi-kwh', 1002, 'ت', 0.3759, 37590, '2026-11', now()),
              ('baydawi-kwh', 1003, 'ث', 0.5, NULL, '2026-11', now()),
              ('baydawi-kwh', 1004, 'ج', 0.5, NULL, '2026-11', now()),
              ('kwh', 1000, 'أ', 0.3, NULL, '2026-11', now() - interval '1 day'),
              ('kwh', 1001, 'ب', 0.35, NULL, '2026-11', now())`,
    );
    await database.migrateUp();

    const price = async (system: 'mahmoud-kwh' | 'baydawi-kwh' | 'kwh') =>
      (await readMeteredGroupPrice(db, system)).typed;
    expect(await price('mahmoud-kwh')).toEqual({
      currency: 'usd',
      price: expect.objectContaining({ tenThousandths: 4200 }),
    });
    expect(await price('baydawi-kwh')).toEqual({
      currency: 'lbp',
      pounds: expect.objectContaining({ pounds: 37_590 }),
    });
    expect(await price('kwh')).toEqual({
      currency: 'usd',
      price: expect.objectContaining({ tenThousandths: 3500 }),
    });
  });

  it('leaves a group without customers at the default of 1 dollar, and its undo removes the prices', async () => {
    await db.query(
      `INSERT INTO billing_systems (id, tariff, arabic_name, display_order, updates_group)
       VALUES ('north-kwh', 'metered-per-kwh', 'كيلوواط الشمال', 9, 'north')`,
    );
    await database.migrateDown('Migration20261202MeteredGroupPrices');
    expect(await db.query(`SELECT key FROM settings WHERE key LIKE 'metered%'`)).toEqual([]);
    await database.migrateUp();
    expect((await readMeteredGroupPrice(db, 'north-kwh')).typed).toEqual({
      currency: 'usd',
      price: expect.objectContaining({ tenThousandths: 10_000 }),
    });
    expect(await db.query(`SELECT key FROM settings WHERE key = 'metered_group_price:north-kwh'`)).toEqual(
      [],
    );
  });
});
