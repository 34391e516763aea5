import { Lbp, Money, splitLbpVat, splitVat } from '@kahraba/billing-domain';
import { SqlDatabase } from './sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { lbpVatBaseSql, vatBaseSql } from './vat-sql';

/** The VAT split in SQL is the domain's, to the cent and the pound, halves and credits included. */
describe('the VAT split in SQL', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  // 1.11 and 3.33 split exactly; 0.05, 5517.91 and 99999.99 round; negatives are credits.
  const dollars = ['0', '0.01', '0.05', '1.11', '3.33', '10.90', '5517.91', '99999.99', '-0.05', '-12.34'];
  const pounds = [0, 1, 55, 111, 976_850, 493_853_945, 9_999_999_999, -55, -976_850];

  it('splits dollar totals as splitVat does', async () => {
    const rows = await db.query<{ total: string; base: string }>(
      `SELECT total::text, ${vatBaseSql('total')}::text AS base FROM unnest($1::numeric[]) AS t(total)`,
      [dollars],
    );
    expect(rows.map((row) => Money.parse(row.base).toString())).toEqual(
      dollars.map((total) => splitVat(Money.parse(total)).base.toString()),
    );
  });

  it('splits pounds totals as splitLbpVat does', async () => {
    const rows = await db.query<{ base: string }>(
      `SELECT ${lbpVatBaseSql('total')}::text AS base FROM unnest($1::numeric[]) AS t(total)`,
      [pounds.map(String)],
    );
    expect(rows.map((row) => Number(row.base))).toEqual(
      pounds.map((total) => splitLbpVat(Lbp.ofPounds(total)).base.pounds),
    );
  });
});
