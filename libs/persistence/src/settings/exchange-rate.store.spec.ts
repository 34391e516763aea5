import { ExchangeRate } from '@kahraba/billing-domain';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { readExchangeRate, STORED_RATE_SQL } from './exchange-rate.store';

/** The rate statements keep set-based (STORED_RATE_SQL) is the rate the app reads (readExchangeRate). */
describe('the stored exchange rate, in SQL and as read', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  async function inSql(): Promise<ExchangeRate> {
    const [row] = await db.query<{ rate: string }>(`SELECT (${STORED_RATE_SQL})::text AS rate`);
    return ExchangeRate.of(row.rate);
  }

  it("is the domain's default while no rate is stored, in both", async () => {
    await db.query('DELETE FROM exchange_rate');
    expect((await inSql()).equals(ExchangeRate.default)).toBe(true);
    expect((await readExchangeRate(db)).equals(ExchangeRate.default)).toBe(true);
  });

  it('is the latest stored rate, in both', async () => {
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (90000.50)');
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (91000)');
    expect((await inSql()).equals(ExchangeRate.of('91000'))).toBe(true);
    expect((await readExchangeRate(db)).equals(await inSql())).toBe(true);
  });
});
