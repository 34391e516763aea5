import { debtMonths, Money } from '@kahraba/billing-domain';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { debtMonthsSql } from './debt-months-sql';

/** The aging rule in SQL (the debtors list) agrees with the domain's debtMonths. */
describe('debtMonthsSql and debtMonths', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  const BALANCES = ['-5', '0', '0.01', '90'];
  const PREVIOUS = ['-3', '0', '0.01', '60'];
  const CLOSINGS: (string | null)[][] = [
    [],
    ['60'],
    [null],
    ['60', '30', '10'],
    ['60', '30', '0', '20'],
    ['60', null, '30'],
    [null, '30', '30'],
    ['60', '-1', '30'],
    ['0.01', '0.01', '0.01', '0.01', '0.01'],
  ];
  const cases = BALANCES.flatMap((balance) =>
    PREVIOUS.flatMap((previous) => CLOSINGS.map((closings) => ({ balance, previous, closings }))),
  );

  it('agree on how many closed months every debt spans', async () => {
    const rows = await db.query<{ months: number }>(
      `SELECT ${debtMonthsSql('c.balance', 'c.previous', 'c.closings')}::int AS months
       FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (balance numeric, previous numeric, closings jsonb))
         WITH ORDINALITY AS j(balance, previous, closings, n)
       CROSS JOIN LATERAL (SELECT j.balance, j.previous,
         ARRAY(SELECT (e.value #>> '{}')::numeric FROM jsonb_array_elements(j.closings) WITH ORDINALITY e(value, k)
               ORDER BY e.k)::numeric[] AS closings) c
       ORDER BY j.n`,
      [JSON.stringify(cases)],
    );
    expect(rows).toHaveLength(cases.length);
    for (const [index, { balance, previous, closings }] of cases.entries()) {
      const expected = debtMonths({
        balance: Money.parse(balance),
        previousBalance: Money.parse(previous),
        closingBalances: closings.map((value) => (value === null ? null : Money.parse(value))),
      });
      expect({ case: cases[index], months: rows[index].months }).toEqual({
        case: cases[index],
        months: expected,
      });
    }
  });
});
