import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * A month close carries every customer's unpaid balance into the new month as arrears (an
 * overpayment as a credit), for the ampere system and every metered group; the monthly snapshot keeps
 * the month's arrears and its payments stay in the ledger; invoices show the previous balance, this
 * month's charges and the total due.
 */
describe('a month close carries each balance as arrears', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));
  const pay = (path: string, amount: number) =>
    agent.post(`${path}/payments`).send({ amount, method: 'cash' }).expect(201);
  const byName = <T extends { name: string }>(rows: T[], name: string) =>
    rows.find((row) => row.name === name)!;

  describe('ampere', () => {
    /** What the operator sees of each customer after a close, by name. */
    const balances = async () =>
      Object.fromEntries(
        (await liveRecords(agent)).map((record) => [
          record.name,
          {
            arrears: record.arrears,
            amount: record.amount,
            amountPaid: record.amountPaid,
            outstandingBalance: record.outstandingBalance,
            isPaid: record.isPaid,
          },
        ]),
      );

    it('carries paid, partly paid, unpaid and overpaid customers exactly, a credit covering the next month', async () => {
      today(2026, 11, 20);
      const customers = {
        paid: await addCustomer(agent, { name: 'مدفوع', ampere: 4, amperePrice: 15 }),
        partial: await addCustomer(agent, { name: 'جزئي', ampere: 2, amperePrice: 25 }),
        unpaid: await addCustomer(agent, { name: 'غير مدفوع', ampere: 3, amperePrice: 15 }),
        overpaid: await addCustomer(agent, { name: 'زائد', ampere: 4, amperePrice: 15 }),
        credit: await addCustomer(agent, { name: 'رصيد', ampere: 1, amperePrice: 15 }),
        // 7.333 × 15 = 109.995 → 110.00, one cent paid.
        cents: await addCustomer(agent, { name: 'سنتات', ampere: '7.333', amperePrice: 15 }),
      };
      const path = (id: string) => `/api/ampere-records/${id}`;
      await pay(path(customers.paid.id), 60);
      await pay(path(customers.partial.id), 20);
      await pay(path(customers.overpaid.id), 70);
      await pay(path(customers.credit.id), 40);
      await pay(path(customers.cents.id), 0.01);

      today(2026, 11, 28);
      await agent.post('/api/ampere-records/new-month').send({}).expect(200);

      expect(await balances()).toEqual({
        مدفوع: { arrears: 0, amount: 60, amountPaid: 0, outstandingBalance: 60, isPaid: false },
        جزئي: { arrears: 30, amount: 50, amountPaid: 0, outstandingBalance: 80, isPaid: false },
        'غير مدفوع': { arrears: 45, amount: 45, amountPaid: 0, outstandingBalance: 90, isPaid: false },
        زائد: { arrears: -10, amount: 60, amountPaid: 0, outstandingBalance: 50, isPaid: false },
        رصيد: { arrears: -25, amount: 15, amountPaid: 0, outstandingBalance: -10, isPaid: true },
        سنتات: { arrears: 109.99, amount: 110, amountPaid: 0, outstandingBalance: 219.99, isPaid: false },
      });
      // The closed month's payments stay in the ledger, for its month.
      const [ledger] = await db.query<{ count: number; total: string }>(
        `SELECT count(*)::int AS count, sum(amount)::text AS total FROM payments
         WHERE system = 'ampere' AND billing_month = '2026-11' AND voided_at IS NULL`,
      );
      expect(ledger).toEqual({ count: 5, total: '190.01' });
    });

    it('shows the previous balance, this month and the total due on the invoices', async () => {
      today(2026, 12, 10);
      const unpaid = byName(await liveRecords(agent), 'غير مدفوع');
      const invoice = (await agent.get(`/api/ampere-records/${unpaid.id}/invoice`).expect(200)).body;
      expect(invoice).toMatchObject({
        amount: 45,
        amountPaid: 0,
        statement: expect.objectContaining({ previousBalance: 45, totalDue: 90 }),
      });

      const credit = byName(await liveRecords(agent), 'رصيد');
      const printed = (
        await agent
          .post('/api/print-invoices')
          .send({ type: 'ampere', ids: [unpaid.id, credit.id] })
          .expect(200)
      ).body as {
        statement: {
          name: string;
          previousBalance: number;
          total: number;
          totalDue: number;
          isPaid: boolean;
        };
      }[];
      expect(
        printed.map(({ statement: { name, previousBalance, total, totalDue, isPaid } }) => [
          name,
          previousBalance,
          total,
          totalDue,
          isPaid,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['غير مدفوع', 45, 45, 90, false],
          ['رصيد', -25, 15, -10, true],
        ]),
      );
    });

    it('a payment of the total due settles the arrears too; the next close keeps each month in its snapshot', async () => {
      today(2026, 12, 15);
      const live = await liveRecords(agent);
      const partial = byName(live, 'جزئي');
      const paid = (await pay(`/api/ampere-records/${partial.id}`, 80)).body;
      expect(paid.record).toMatchObject({ arrears: 30, amountPaid: 80, outstandingBalance: 0, isPaid: true });

      today(2026, 12, 28);
      await agent.post('/api/ampere-records/new-month').send({}).expect(200);

      const after = await balances();
      expect(after['جزئي']).toEqual({
        arrears: 0,
        amount: 50,
        amountPaid: 0,
        outstandingBalance: 50,
        isPaid: false,
      });
      // Two unpaid months add up.
      expect(after['غير مدفوع']).toEqual({
        arrears: 90,
        amount: 45,
        amountPaid: 0,
        outstandingBalance: 135,
        isPaid: false,
      });
      expect(after['رصيد']).toMatchObject({ arrears: -10, outstandingBalance: 5, isPaid: false });
      // Each month's snapshot keeps the arrears it started with.
      const snapshot = await db.query<{
        month: string;
        name: string;
        arrears: string;
        paid: string;
        outstanding: string;
      }>(
        `SELECT month, name, arrears::text, amount_paid::text AS paid, outstanding_balance::text AS outstanding
         FROM monthly_archives WHERE archive_reason = 'new_month' AND name IN ('جزئي', 'غير مدفوع')
         ORDER BY month, name`,
      );
      expect(snapshot).toEqual([
        { month: '2026-11', name: 'جزئي', arrears: '0.00', paid: '20.00', outstanding: '30.00' },
        { month: '2026-11', name: 'غير مدفوع', arrears: '0.00', paid: '0.00', outstanding: '45.00' },
        { month: '2026-12', name: 'جزئي', arrears: '30.00', paid: '80.00', outstanding: '0.00' },
        { month: '2026-12', name: 'غير مدفوع', arrears: '45.00', paid: '0.00', outstanding: '90.00' },
      ]);
    });
  });

  describe('a metered group', () => {
    const system = 'baydawi-kwh';
    const live = async () =>
      (await agent.get(`/api/${system}-customers`).expect(200)).body as {
        id: string;
        name: string;
        arrears: number;
        totalAmount: number;
        amountPaid: number;
        outstandingBalance: number;
        isPaid: boolean;
      }[];

    it('carries paid, partly paid, unpaid and overpaid customers exactly, the other group untouched', async () => {
      today(2026, 11, 20);
      // 100 → 150 kWh at $1 plus a $2 fee: 52 owed this month; next month owes the fee of 2.
      const add = async (name: string, group = system) =>
        (
          await agent
            .post(`/api/${group}-customers`)
            .send({
              name,
              ampere: 5,
              previousKwh: 100,
              currentKwh: 150,
              pricePerKwh: 1,
              ampereSubscriptionFee: 2,
            })
            .expect(201)
        ).body as { id: string };
      const paid = await add('مدفوع');
      const partial = await add('جزئي');
      await add('غير مدفوع');
      const overpaid = await add('زائد');
      const otherGroup = await add('مجموعة أخرى', 'mahmoud-kwh');
      await pay(`/api/${system}-customers/${paid.id}`, 52);
      await pay(`/api/${system}-customers/${partial.id}`, 12.5);
      await pay(`/api/${system}-customers/${overpaid.id}`, 100);

      today(2026, 11, 28);
      await agent.post(`/api/${system}-customers/new-month`).send({}).expect(200);

      const rows = await live();
      const seen = (name: string) => {
        const row = byName(rows, name);
        return [row.arrears, row.totalAmount, row.amountPaid, row.outstandingBalance, row.isPaid];
      };
      expect(seen('مدفوع')).toEqual([0, 2, 0, 2, false]);
      expect(seen('جزئي')).toEqual([39.5, 2, 0, 41.5, false]);
      expect(seen('غير مدفوع')).toEqual([52, 2, 0, 54, false]);
      // 48 paid above the bill: a credit larger than the next month, so it starts paid.
      expect(seen('زائد')).toEqual([-48, 2, 0, -46, true]);
      const other = (await agent.get('/api/mahmoud-kwh-customers').expect(200)).body as {
        id: string;
        arrears: number;
      }[];
      expect(other.find((row) => row.id === otherGroup.id)).toMatchObject({ arrears: 0 });

      const [snapshot] = await db.query<{ arrears: string; paid: string; outstanding: string }>(
        `SELECT arrears::text, amount_paid::text AS paid, outstanding_balance::text AS outstanding
         FROM kwh_monthly_archives WHERE system = $1 AND month = '2026-11' AND name = 'جزئي'`,
        [system],
      );
      expect(snapshot).toEqual({ arrears: '0.00', paid: '12.50', outstanding: '39.50' });
    });

    it('shows the previous balance, this month and the total due on its invoice', async () => {
      today(2026, 12, 10);
      const unpaid = byName(await live(), 'غير مدفوع');
      const invoice = (await agent.get(`/api/${system}-customers/${unpaid.id}/invoice`).expect(200)).body;
      expect(invoice.statement).toMatchObject({
        previousBalance: 52,
        total: 2,
        amountPaid: 0,
        totalDue: 54,
        isPaid: false,
      });
      const [printed] = (
        await agent
          .post('/api/print-invoices')
          .send({ type: system, ids: [unpaid.id] })
          .expect(200)
      ).body as { statement: { previousBalance: number; total: number; totalDue: number } }[];
      expect(printed.statement).toMatchObject({ previousBalance: 52, total: 2, totalDue: 54 });
    });
  });
});
