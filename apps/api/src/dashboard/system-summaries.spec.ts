import type TestAgent from 'supertest/lib/agent';
import { KWH_SHARED_COLUMNS } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { addCustomer } from '../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../testing/test-app';

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

describe('GET /api/system-summaries (spec 001 §2.14, §3)', () => {
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
        amount_paid, outstanding_balance, is_paid, invoice_date, month, created_at, archive_reason)
      SELECT id, customer_number, name, box, ampere, address, ampere_price, amount, amount_paid, outstanding_balance,
        is_paid, invoice_date, m.month, created_at, 'new_month'
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
    expect(body.months[1].systems).toEqual([
      { system: 'ampere', totalAmount: ampereBilled / 100, totalPaid: 10.3 },
      { system: 'mahmoud-kwh', totalAmount: mahmoudBilled / 100, totalPaid: 3 },
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

  it('reports the pounds collected as the pounds received (issue 22 §2): 5,000,000, not 5,000,365', async () => {
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
