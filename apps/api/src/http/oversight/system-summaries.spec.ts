import type TestAgent from 'supertest/lib/agent';
import { KWH_SHARED_COLUMNS } from '@kahraba/persistence';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Card {
  id: string;
  name: string;
  totalCustomers: number;
  totalAmount: number;
  totalPaid: number;
  totalAmpere: number;
  totalKwh: number;
  recordCount: number;
  totalAmountLbp: number;
  totalPaidLbp: number;
}

describe('GET /api/system-summaries', () => {
  let testApp: TestApp;
  let staff: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    staff = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  it('refuses a signed-out visitor', async () => {
    await testApp.agent().get('/api/system-summaries').expect(401);
  });

  it('gives zero cards for every system before any customer, with the spec names', async () => {
    const response = await staff.get('/api/system-summaries').expect(200);
    const body = response.body as Record<string, Card> & {
      systems: Card[];
      pendingCount: number;
      months: unknown[];
    };
    expect(body.systems.map((card) => card.id)).toEqual(['ampere', 'kwh', 'mahmoud-kwh', 'baydawi-kwh']);
    for (const key of ['ampereSystem', 'mahmoudSystem', 'baydawiSystem', 'kwhSystem']) {
      expect(body[key]).toMatchObject({ totalCustomers: 0, totalAmount: 0, recordCount: 0, totalKwh: 0 });
    }
    expect(body.ampereSystem.name).toBe('اشتراكات الأمبير');
    expect(body.grandTotals).toEqual({
      totalAmount: 0,
      totalPaid: 0,
      totalAmpere: 0,
      totalKwh: 0,
      totalCustomers: 0,
      totalRecords: 0,
      totalAmountLbp: 0,
      totalPaidLbp: 0,
      arrearsCarried: 0,
      arrearsCarriedLbp: 0,
    });
    expect(body.pendingCount).toBe(0);
    expect(body.months).toEqual([]);
  });

  it('sums each system exactly: customers, amounts, amperes, kWh, records with its monthly archive, pounds at the rate', async () => {
    const ampere = [];
    for (const [name, amp, paid] of [
      ['أمبير ١', 2.5, 10.1],
      ['أمبير ٢', 5, 0.2],
    ] as const) {
      const created = await staff
        .post('/api/ampere-records')
        .send({ name, ampere: amp, amountPaid: paid })
        .expect(201);
      ampere.push(created.body as { amount: number; amountPaid: number });
    }
    const mahmoud = [];
    for (const [name, previousKwh, currentKwh, paid] of [
      ['عداد ١', 100, 250.5, 3],
      ['عداد ٢', 40, 60, 0],
    ] as const) {
      const created = await staff
        .post('/api/mahmoud-kwh-customers')
        .send({ name, ampere: 3, previousKwh, currentKwh, pricePerKwh: 0.35, amountPaid: paid })
        .expect(201);
      mahmoud.push(created.body as { totalAmount: number; amountPaid: number });
    }
    // Two closed months in the archives: ampere in September, both systems in October.
    await db.query(`
      INSERT INTO monthly_archives (original_id, customer_number, name, box, ampere, address, ampere_price, amount,
        amount_paid, outstanding_balance, is_paid, invoice_date, month, created_at, archive_reason, exchange_rate_used)
      SELECT id, customer_number, name, box, ampere, address, ampere_price, amount, amount_paid, outstanding_balance,
        is_paid, invoice_date, m.month, created_at, 'new_month', 89500
      FROM ampere_records, (VALUES ('2026-09'), ('2026-10')) AS m(month)`);
    const columns = KWH_SHARED_COLUMNS.filter((column) => column !== 'month').join(', ');
    await db.query(`
      INSERT INTO kwh_monthly_archives (system, original_id, ${columns}, month, created_at, archive_reason)
      SELECT system, id, ${columns}, '2026-10', created_at, 'new_month' FROM kwh_customers`);
    // A manual archive counts as records but is no closed month.
    await db.query(`
      INSERT INTO kwh_monthly_archives (system, original_id, ${columns}, month, created_at, archive_reason)
      SELECT system, id, ${columns}, '2026-08', created_at, 'manual_archive' FROM kwh_customers LIMIT 1`);
    const [{ rate }] = await db
      .query<{ rate: string }>(
        'SELECT usd_to_lbp::text AS rate FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1',
      )
      .then((rows) => (rows.length > 0 ? rows : [{ rate: '89500' }]));

    const body = (await staff.get('/api/system-summaries').expect(200)).body as Record<string, Card> & {
      systems: Card[];
      exchangeRate: number;
      months: { month: string; label: string; totalAmount: number; totalPaid: number; systems: unknown[] }[];
    };

    const cents = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0);
    const ampereBilled = cents(ampere.map((row) => row.amount));
    const mahmoudBilled = cents(mahmoud.map((row) => row.totalAmount));
    expect(body.exchangeRate).toBe(Number(rate));
    expect(body.ampereSystem).toMatchObject({
      totalCustomers: 2,
      totalAmount: ampereBilled / 100,
      totalPaid: 10.3,
      totalAmpere: 7.5,
      totalKwh: 0,
      recordCount: 2 + 4,
      totalAmountLbp: Math.round((ampereBilled * Number(rate)) / 100),
      totalPaidLbp: Math.round(10.3 * Number(rate)),
    });
    expect(body.mahmoudSystem).toMatchObject({
      totalCustomers: 2,
      totalAmount: mahmoudBilled / 100,
      totalPaid: 3,
      totalAmpere: 6,
      totalKwh: 170.5,
      recordCount: 2 + 3,
    });
    expect(body.baydawiSystem).toMatchObject({ totalCustomers: 0, recordCount: 0, totalAmount: 0 });
    expect(body.grandTotals).toMatchObject({
      totalAmount: (ampereBilled + mahmoudBilled) / 100,
      totalPaid: 13.3,
      totalAmpere: 13.5,
      totalKwh: 170.5,
      totalCustomers: 4,
      totalRecords: 11,
      totalAmountLbp: Math.round(((ampereBilled + mahmoudBilled) * Number(rate)) / 100),
    });
    expect(body.months.map((month) => [month.month, month.totalAmount, month.totalPaid])).toEqual([
      ['2026-09', ampereBilled / 100, 10.3],
      ['2026-10', (ampereBilled + mahmoudBilled) / 100, 13.3],
    ]);
    // Each close carried its balances (billed − paid here, nothing carried in).
    expect(body.months[1].systems).toEqual([
      {
        system: 'ampere',
        totalAmount: ampereBilled / 100,
        totalPaid: 10.3,
        arrearsCarried: (ampereBilled - 1030) / 100,
      },
      {
        system: 'mahmoud-kwh',
        totalAmount: mahmoudBilled / 100,
        totalPaid: 3,
        arrearsCarried: (mahmoudBilled - 300) / 100,
      },
    ]);
    expect(body.months[0].label).toMatch(/[\u0600-\u06FF]+ 2026/);
  });

  it('counts the requests waiting for review', async () => {
    await testApp
      .agent()
      .post('/api/pending-customers')
      .send({ name: 'منى', phone: '03 123 456', address: 'بيروت', ampereRequested: 5, meterType: 'meter' })
      .expect(201);
    const body = (await staff.get('/api/system-summaries').expect(200)).body as { pendingCount: number };
    expect(body.pendingCount).toBe(1);
  });

  it('reports the pounds collected as the pounds received: 5,000,000, not 5,000,365', async () => {
    const ampereCard = async () =>
      ((await staff.get('/api/system-summaries').expect(200)).body as { ampereSystem: Card }).ampereSystem;
    const customer = await addCustomer(staff, { ampere: 10, amperePrice: 15 });
    const before = await ampereCard();
    await staff
      .post(`/api/ampere-records/${customer.id}/payments`)
      .send({ amount: 5_000_000, currency: 'LBP', method: 'cash' })
      .expect(201);
    const after = await ampereCard();
    // 5,000,000 LBP settled $55.87; converted back that would be 5,000,365
    expect(after.totalPaid - before.totalPaid).toBeCloseTo(55.87, 2);
    expect(after.totalPaidLbp - before.totalPaidLbp).toBe(5_000_000);
  });
});

/**
 * The dashboard shows the arrears each close carried, as the statements show them: per
 * system, what the last close carried into the live month (the sum of the statements' previous
 * balances), and per closed month in the history, what that close carried into the next.
 */
describe('the dashboard after a month close with unpaid customers', () => {
  let testApp: TestApp;
  let staff: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    staff = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));
  const pay = (path: string, amount: number) =>
    staff.post(`${path}/payments`).send({ amount, method: 'cash' }).expect(201);

  interface Statement {
    total: number;
    previousBalance: number;
  }
  const statementOf = async (path: string): Promise<Statement> =>
    ((await staff.get(`${path}/invoice`).expect(200)).body as { statement: Statement }).statement;

  it('shows the arrears carried into the live month and, in the history, what each close carried', async () => {
    today(2026, 11, 20);
    // Ampere: $60 with $20 paid (carries $40), $45 unpaid (carries $45), $15 with $40 paid (a $25 credit).
    const partial = await addCustomer(staff, { name: 'جزئي', ampere: 4, amperePrice: 15 });
    const unpaid = await addCustomer(staff, { name: 'غير مدفوع', ampere: 3, amperePrice: 15 });
    const credit = await addCustomer(staff, { name: 'رصيد', ampere: 1, amperePrice: 15 });
    await pay(`/api/ampere-records/${partial.id}`, 20);
    await pay(`/api/ampere-records/${credit.id}`, 40);
    // Baydawi: 100 kWh × $0.35 + nothing paid, carried whole.
    const metered = (
      await staff
        .post('/api/baydawi-kwh-customers')
        .send({ name: 'عداد', ampere: 3, previousKwh: 100, currentKwh: 200, pricePerKwh: 0.35 })
        .expect(201)
    ).body as { id: string; totalAmount: number };

    today(2026, 11, 28);
    await staff.post('/api/ampere-records/new-month').send({}).expect(200);
    await staff.post('/api/baydawi-kwh-customers/new-month').send({}).expect(200);

    const body = (await staff.get('/api/system-summaries').expect(200)).body as {
      exchangeRate: number;
      systems: (Card & { arrearsCarried: number; arrearsCarriedLbp: number })[];
      grandTotals: { arrearsCarried: number; arrearsCarriedLbp: number };
      months: {
        month: string;
        arrearsCarried: number;
        systems: { system: string; arrearsCarried: number }[];
      }[];
    };
    const card = (id: string) => body.systems.find((system) => system.id === id)!;
    const carriedMetered = metered.totalAmount;

    // 40 + 45 − 25 = 60 carried into December, in pounds at the rate.
    expect(card('ampere')).toMatchObject({
      arrearsCarried: 60,
      arrearsCarriedLbp: 60 * body.exchangeRate,
    });
    expect(card('baydawi-kwh').arrearsCarried).toBe(carriedMetered);
    expect(card('mahmoud-kwh').arrearsCarried).toBe(0);
    expect(body.grandTotals.arrearsCarried).toBe(60 + carriedMetered);
    expect(body.months).toEqual([
      expect.objectContaining({
        month: '2026-11',
        arrearsCarried: 60 + carriedMetered,
        systems: [
          expect.objectContaining({ system: 'ampere', arrearsCarried: 60 }),
          expect.objectContaining({ system: 'baydawi-kwh', arrearsCarried: carriedMetered }),
        ],
      }),
    ]);

    // The dashboard agrees with the statements: billed is the sum of their month totals, the
    // arrears carried the sum of their previous balances.
    const statements = await Promise.all(
      [partial, unpaid, credit].map((customer) => statementOf(`/api/ampere-records/${customer.id}`)),
    );
    const sum = (values: number[]) =>
      values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
    expect(card('ampere')).toMatchObject({
      totalAmount: sum(statements.map((statement) => statement.total)),
      arrearsCarried: sum(statements.map((statement) => statement.previousBalance)),
    });
    const meteredStatement = await statementOf(`/api/baydawi-kwh-customers/${metered.id}`);
    expect(card('baydawi-kwh')).toMatchObject({
      totalAmount: meteredStatement.total,
      arrearsCarried: meteredStatement.previousBalance,
    });
  });
});
