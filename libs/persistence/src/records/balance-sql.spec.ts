import { arrearsCarried, balanceOf, Money } from '@kahraba/billing-domain';
import { kwhTablesOf } from '../kwh/kwh-tables';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { arrearsCarriedSql, balanceSql, isPaidSql } from './balance-sql';
import { AMPERE_TABLES, type SystemTables } from './system-tables';

/** The balance rule in SQL (every statement writing a balance uses it) agrees with balanceOf. */
describe('balanceSql and balanceOf', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  const ARREARS = ['0', '0.01', '-0.01', '30.55', '-45', '-1000.99'];
  const AMOUNTS = ['0', '0.01', '45', '110.99'];
  const PAID = ['0', '0.01', '44.99', '45', '45.01', '500'];
  const cases = ARREARS.flatMap((arrears) =>
    AMOUNTS.flatMap((amount) => PAID.map((paid) => ({ arrears, amount, paid }))),
  );

  /** The SQL's answers for every case: the rule on stored columns of a row `r`. */
  async function inSql(tables: SystemTables) {
    const amountColumn = tables.balance.amountColumn;
    const balance = balanceSql(tables);
    return db.query<{ outstanding: string; paid: boolean; carried: string; counted: boolean }>(
      `SELECT ${balance.outstanding_balance}::text AS outstanding, ${balance.is_paid} AS paid,
         ${arrearsCarriedSql(tables)}::text AS carried,
         (SELECT ${isPaidSql('s')} FROM (SELECT ${balance.outstanding_balance} AS outstanding_balance,
           ${balance.is_paid} AS is_paid) s) AS counted
       FROM unnest($1::numeric[], $2::numeric[], $3::numeric[])
         WITH ORDINALITY AS r(arrears, ${amountColumn}, amount_paid, n)
       ORDER BY n`,
      [cases.map((c) => c.arrears), cases.map((c) => c.amount), cases.map((c) => c.paid)],
    );
  }

  it.each([
    ['ampere', AMPERE_TABLES],
    ['every kWh group', kwhTablesOf('mahmoud-kwh')],
  ])('agree on the balance, whether paid, and the arrears a close carries: %s', async (_name, tables) => {
    const rows = await inSql(tables);
    for (const [index, { arrears, amount, paid }] of cases.entries()) {
      const domain = balanceOf({
        arrears: Money.parse(arrears),
        amount: Money.parse(amount),
        amountPaid: Money.parse(paid),
      });
      const carried = arrearsCarried(domain);
      expect({
        case: cases[index],
        outstanding: Money.parse(rows[index].outstanding).toDecimalString(),
        paid: rows[index].paid,
        counted: rows[index].counted,
        carried: Money.parse(rows[index].carried).toDecimalString(),
      }).toEqual({
        case: cases[index],
        outstanding: domain.outstandingBalance.toDecimalString(),
        paid: domain.isPaid,
        counted: domain.isPaid,
        carried: carried.toDecimalString(),
      });
    }
  });
});
