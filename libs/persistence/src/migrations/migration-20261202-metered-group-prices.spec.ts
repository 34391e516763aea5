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
    // Beside the demo's customers (docs/business-demo.md: every group at $0.42), more of each price than
    // the demo has in a group. mahmoud-kwh: 0.42, and the default 1 once less. baydawi-kwh: 37,590
    // pounds (converted at two rates), and 0.5 dollars once less. The generic list: a tie, the
    // customers added last win.
    const [{ most }] = await db.query<{ most: number }>(
      `SELECT COALESCE(max(n), 0)::int AS most FROM (SELECT count(*) AS n FROM kwh_customers GROUP BY system) g`,
    );
    const customers = (
      system: string,
      from: number,
      count: number,
      usd: string,
      lbp: string | null,
      age = '0',
    ) =>
      db.query(
        `INSERT INTO kwh_customers (system, customer_number, name, price_per_kwh, price_per_kwh_lbp, month, created_at)
         SELECT $1, $2::int + g, 'مشترك ' || g, $4::numeric, $5::numeric, '2026-11', now() - ($6 || ' days')::interval
         FROM generate_series(1, $3::int) g`,
        [system, from, count, usd, lbp, age],
      );
    await customers('mahmoud-kwh', 9000, most + 3, '0.42', null);
    await customers('mahmoud-kwh', 9100 + most, most + 2, '1', null);
    await customers('baydawi-kwh', 9000, most + 2, '0.42', '37590');
    await customers('baydawi-kwh', 9100 + most, 1, '0.3759', '37590');
    await customers('baydawi-kwh', 9200 + 2 * most, most + 2, '0.5', null);
    await customers('kwh', 9000, most + 2, '0.3', null, '1');
    await customers('kwh', 9100 + most, most + 2, '0.35', null);
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
