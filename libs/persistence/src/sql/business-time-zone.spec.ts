import { receiptYear } from '@kahraba/billing-domain';
import { createTestDatabase } from '../testing/test-cluster';
import { BUSINESS_TIME_ZONE_SQL } from './business-time-zone';
import { SqlDatabase } from './sql-database';

/** The SQL that turns instants into days reads the business's zone of the pool. */
describe('the business time zone in SQL', () => {
  let url: string;
  const pools: SqlDatabase[] = [];
  const poolIn = (timeZone?: string) => {
    const db = new SqlDatabase(url, 2, timeZone);
    pools.push(db);
    return db;
  };
  const yearSql = `SELECT extract(year FROM $1::timestamptz AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})::int AS year`;

  beforeAll(async () => {
    url = await createTestDatabase();
  });
  afterAll(() => Promise.all(pools.map((db) => db.close())));

  it('is Asia/Beirut by default, on plain queries and in transactions', async () => {
    const db = poolIn();
    expect(await db.query(`SELECT ${BUSINESS_TIME_ZONE_SQL} AS zone`)).toEqual([{ zone: 'Asia/Beirut' }]);
    const inTx = await db.transaction((tx) => tx.query(`SELECT ${BUSINESS_TIME_ZONE_SQL} AS zone`));
    expect(inTx).toEqual([{ zone: 'Asia/Beirut' }]);
  });

  it("agrees with the domain's receipt year on both sides of midnight, in each zone", async () => {
    for (const zone of ['Asia/Beirut', 'UTC', 'America/New_York']) {
      const db = poolIn(zone);
      for (const instant of ['2026-12-31T21:30:00Z', '2026-12-31T22:30:00Z', '2027-01-01T04:30:00Z']) {
        const [{ year }] = await db.query<{ year: number }>(yearSql, [instant]);
        expect([zone, instant, year]).toEqual([zone, instant, receiptYear(new Date(instant), zone)]);
      }
    }
  });

  it('refuses a zone that is none', () => {
    expect(() => new SqlDatabase('postgres://nowhere/none', 1, 'Beirut')).toThrow('Not a time zone: Beirut');
  });
});
