import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { MonthlyArchivePage } from '../../application/archives/list-monthly-archives.query';

/** The monthly snapshots of every system, searched, filtered, grouped by month. */
describe('the monthly archives GET /api/monthly-archives', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;
  let kwhTotal: number;
  let ahmadNumber: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
    const today = (year: number, month: number, day: number) =>
      jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));

    today(2026, 10, 20);
    const ahmad = await addCustomer(agent, {
      name: 'أحمد الخطيب',
      box: '5',
      ampere: 3,
      amperePrice: 15,
      amountPaid: 20,
    }); // 45
    ahmadNumber = ahmad.customerNumber;
    await addCustomer(agent, { name: 'سمير', box: '33', ampere: 2.5, amperePrice: 12.35, address: 'الساحة' }); // 30.88
    await agent.post('/api/ampere-records/new-month').send({}).expect(200); // 2026-10 snapshot

    today(2026, 11, 20);
    const kwh = await agent
      .post('/api/mahmoud-kwh-customers')
      .send({ name: 'فاطمة', box: '7', ampere: 5, previousKwh: 100, currentKwh: 150, amountPaid: 10 })
      .expect(201);
    kwhTotal = kwh.body.totalAmount;
    await agent.post('/api/ampere-records/new-month').send({}).expect(200); // 2026-11, payments reset
    await agent.post('/api/mahmoud-kwh-customers/new-month').send({}).expect(200); // 2026-11
    jest.restoreAllMocks();
  });
  afterAll(() => testApp.close());

  const page = async (query: Record<string, string | number> = {}) =>
    (await agent.get('/api/monthly-archives').query(query).expect(200)).body as MonthlyArchivePage;

  it('lists every month that has a snapshot in any system, newest first', async () => {
    const months = await agent.get('/api/monthly-archives/months').expect(200);
    expect(months.body).toEqual(['2026-11', '2026-10']);
  });

  it('lists the snapshots of every system, newest month first, then system, then number, with totals per month', async () => {
    const all = await page();
    expect(all.records.map((record) => [record.month, record.system, record.name])).toEqual([
      ['2026-11', 'ampere', 'أحمد الخطيب'],
      ['2026-11', 'ampere', 'سمير'],
      ['2026-11', 'mahmoud-kwh', 'فاطمة'],
      ['2026-10', 'ampere', 'أحمد الخطيب'],
      ['2026-10', 'ampere', 'سمير'],
    ]);
    expect(all.records[3]).toMatchObject({
      customerNumber: ahmadNumber,
      box: '5',
      ampere: 3,
      amount: 45,
      arrears: 0,
      amountPaid: 20,
      outstandingBalance: 25,
      isPaid: false,
      archiveReason: 'new_month',
      archivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // October's unpaid 55.88 (أحمد 25, سمير 30.88) is carried into November as arrears.
    expect(all.records[0]).toMatchObject({
      month: '2026-11',
      arrears: 25,
      amountPaid: 0,
      outstandingBalance: 70,
    });
    expect(all.months).toEqual([
      {
        month: '2026-11',
        customers: 3,
        billed: 75.88 + kwhTotal,
        arrears: 55.88,
        paid: 10,
        outstanding: 55.88 + 75.88 + kwhTotal - 10,
      },
      { month: '2026-10', customers: 2, billed: 75.88, arrears: 0, paid: 20, outstanding: 55.88 },
    ]);
    expect(all).toMatchObject({ page: 1, pageSize: 100, totalRecords: 5, pageCount: 1 });
  });

  it('adds money exactly in SQL numeric (no float drift over many cents)', async () => {
    const [sums] = await db.query<{ billed: string }>(
      `SELECT sum(amount)::text AS billed FROM monthly_archives WHERE month = '2026-10'`,
    );
    expect(sums.billed).toBe('75.88');
    expect((await page({ month: '2026-10' })).months[0].billed).toBe(75.88);
  });

  it('filters by month and by system', async () => {
    const october = await page({ month: '2026-10' });
    expect(october.records.map((record) => record.month)).toEqual(['2026-10', '2026-10']);
    expect(october.months.map((total) => total.month)).toEqual(['2026-10']);

    const mahmoud = await page({ system: 'mahmoud-kwh' });
    expect(mahmoud.records.map((record) => record.name)).toEqual(['فاطمة']);
    expect(mahmoud.months).toEqual([
      { month: '2026-11', customers: 1, billed: kwhTotal, arrears: 0, paid: 10, outstanding: kwhTotal - 10 },
    ]);
    expect((await page({ system: 'baydawi-kwh' })).records).toEqual([]);
    expect((await page({ system: 'ampere', month: '2026-11' })).totalRecords).toBe(2);
  });

  it('answers a metered month with its readings, consumption, total and pounds', async () => {
    const [fatima] = (await page({ system: 'mahmoud-kwh' })).records;
    expect(fatima).toMatchObject({
      month: '2026-11',
      amount: kwhTotal,
      outstandingBalance: kwhTotal - 10,
      statement: expect.objectContaining({
        monthLabel: 'تشرين الثاني 2026',
        readings: expect.objectContaining({ previous: 100, current: 150, consumption: 50 }),
        lbp: expect.objectContaining({ rate: 89_500, totalDue: Math.round((kwhTotal - 10) * 89_500) }),
      }),
    });
    const [ampere] = (await page({ system: 'ampere', month: '2026-10' })).records;
    expect(ampere.statement.readings).toBeUndefined();
    expect(ampere.statement.monthLabel).toBe('تشرين الأول 2026');
  });

  it('searches Arabic-aware over name, number, box and address, totals following the search', async () => {
    const ahmad = await page({ q: 'احمد' });
    expect(ahmad.records.map((record) => [record.month, record.name])).toEqual([
      ['2026-11', 'أحمد الخطيب'],
      ['2026-10', 'أحمد الخطيب'],
    ]);
    expect(ahmad.months.map((total) => [total.month, total.customers, total.billed])).toEqual([
      ['2026-11', 1, 45],
      ['2026-10', 1, 45],
    ]);
    // Numbers are per system: the kWh group's first customer has the same number.
    expect((await page({ q: `#${ahmadNumber}`, system: 'ampere' })).totalRecords).toBe(2);
    expect((await page({ q: 'الساحه', month: '2026-10' })).records.map((record) => record.name)).toEqual([
      'سمير',
    ]);
    expect((await page({ q: 'لا أحد' })).records).toEqual([]);
    expect((await page({ q: 'لا أحد' })).months).toEqual([]);
  });

  it('pages the snapshots (bounded page size); the month totals cover every page', async () => {
    const second = await page({ pageSize: 2, page: 2 });
    expect(second.records.map((record) => [record.month, record.name])).toEqual([
      ['2026-11', 'فاطمة'],
      ['2026-10', 'أحمد الخطيب'],
    ]);
    expect(second).toMatchObject({ page: 2, pageSize: 2, totalRecords: 5, pageCount: 3 });
    expect(second.months).toEqual((await page()).months);
    expect((await page({ pageSize: 2, page: 9 })).records).toEqual([]);
  });

  it('refuses signed out (401) and bad filters in Arabic', async () => {
    await testApp.agent().get('/api/monthly-archives').expect(401);
    await testApp.agent().get('/api/monthly-archives/months').expect(401);
    const refusals: [Record<string, string | number>, number, string][] = [
      [{ month: '2026-13' }, 400, 'الشهر غير صالح'],
      [{ month: 'نوفمبر' }, 400, 'الشهر غير صالح'],
      [{ system: 'nope' }, 404, 'نظام الفوترة غير معروف'],
      [{ page: 0 }, 400, 'رقم الصفحة غير صالح'],
      [{ page: 'abc' }, 400, 'رقم الصفحة غير صالح'],
      [{ pageSize: 501 }, 400, 'حجم الصفحة لا يتجاوز 500'],
      [{ q: 'ا'.repeat(201) }, 400, 'نص البحث طويل جداً'],
    ];
    for (const [query, status, message] of refusals) {
      const answer = await agent.get('/api/monthly-archives').query(query);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
  });
});
