import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { MonthAlreadyClosedError } from '@kahraba/billing-domain';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CloseMonthCommand } from '../../application/months/close-month.command';

describe('closing the ampere month', () => {
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

  /** The business calendar: the month is closed in its last days or early in the next one. */
  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));
  const closeMonth = (body: object = {}) => agent.post('/api/ampere-records/new-month').send(body);
  const monthlyRows = (month: string) =>
    db.query<{ customer_number: number; amount_paid: string; is_paid: boolean; archive_reason: string }>(
      `SELECT customer_number, amount_paid::text, is_paid, archive_reason FROM monthly_archives
       WHERE month = $1 AND archive_reason = 'new_month' ORDER BY customer_number`,
      [month],
    );

  it('snapshots every customer, then starts the next month with nothing paid, the balance carried', async () => {
    today(2026, 11, 20);
    const paid = await addCustomer(agent, { name: 'دفع', ampere: 4, amperePrice: 15, amountPaid: 60 });
    const partly = await addCustomer(agent, { name: 'نصف', ampere: 2, amperePrice: 25, amountPaid: 20 });
    const flagged = await addCustomer(agent, { name: 'معلم', ampere: 3, amperePrice: 15, isPaid: true });
    expect(paid.month).toBe('2026-11');

    today(2026, 11, 28);
    const response = await closeMonth().expect(200);
    expect(response.body).toMatchObject({ totalCustomers: 3, month: '2026-11', nextMonth: '2026-12' });

    expect(await monthlyRows('2026-11')).toEqual([
      {
        customer_number: paid.customerNumber,
        amount_paid: '60.00',
        is_paid: true,
        archive_reason: 'new_month',
      },
      {
        customer_number: partly.customerNumber,
        amount_paid: '20.00',
        is_paid: false,
        archive_reason: 'new_month',
      },
      {
        customer_number: flagged.customerNumber,
        // Marked paid is a payment of the balance.
        amount_paid: '45.00',
        is_paid: true,
        archive_reason: 'new_month',
      },
    ]);
    const live = await liveRecords(agent);
    expect(live.map((record) => record.customerNumber)).toEqual([
      paid.customerNumber,
      partly.customerNumber,
      flagged.customerNumber,
    ]);
    for (const record of live) {
      expect(record).toMatchObject({
        amountPaid: 0,
        isPaid: false,
        outstandingBalance: record.arrears + record.amount,
        month: '2026-12',
        invoiceDate: '2026-11-28',
      });
    }
    expect(live.map((record) => record.amount)).toEqual([60, 50, 45]);
    // The part left unpaid carries; the one marked paid carries nothing.
    expect(live.map((record) => record.arrears)).toEqual([0, 30, 0]);
  });

  it('puts customers added after the close into the new month', async () => {
    today(2026, 11, 29);
    expect((await addCustomer(agent, { name: 'جديد الشهر' })).month).toBe('2026-12');
    expect((await agent.get('/api/ampere-records/month').expect(200)).body.liveMonth).toBe('2026-12');
  });

  it('names the live month and the month its close opens, for the close button', async () => {
    today(2026, 12, 3);
    expect((await agent.get('/api/ampere-records/month').expect(200)).body).toEqual({
      system: 'ampere',
      liveMonth: '2026-12',
      label: 'كانون الأول 2026',
      nextMonth: '2027-01',
      nextLabel: 'كانون الثاني 2027',
      invoiceMonth: '2026-12',
      invoiceLabel: 'كانون الأول 2026',
    });
  });

  it('names the month the invoices name, from the 25th the next one, for the printable table (docs/printing.md)', async () => {
    today(2026, 12, 26);
    const customer = await addCustomer(agent, { name: 'جدول الشهر' });
    const [invoice] = (await agent.post('/api/print-invoices').send({ type: 'ampere', ids: [customer.id] }))
      .body as { statement: { monthLabel: string } }[];
    const month = (await agent.get('/api/ampere-records/month').expect(200)).body;
    expect(month).toMatchObject({ liveMonth: '2026-12', invoiceMonth: '2027-01' });
    expect([month.invoiceLabel, invoice.statement.monthLabel]).toEqual([
      'كانون الثاني 2027',
      'كانون الثاني 2027',
    ]);
  });

  it('refuses to close the same month a second time (409 in Arabic), writing nothing', async () => {
    today(2026, 11, 30);
    const before = await snapshotOfData(db);
    const response = await closeMonth({ month: '2026-11' }).expect(409);
    expect(response.body.message).toBe('شهر تشرين الثاني 2026 مغلق مسبقاً');
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('refuses to close a month the calendar has not reached (409 in Arabic), writing nothing', async () => {
    today(2026, 11, 30);
    const before = await snapshotOfData(db);
    const live = await closeMonth({ month: '2026-12' }).expect(409);
    expect(live.body.message).toMatch(/كانون الأول 2026/);
    // Without a month, the close meant is November's, closed already.
    const unnamed = await closeMonth().expect(409);
    expect(unnamed.body.message).toBe('شهر تشرين الثاني 2026 مغلق مسبقاً');
    const later = await closeMonth({ month: '2027-01' }).expect(409);
    expect(later.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it.each(['2026-13', '26-12', 'December'])('refuses the month %p with an Arabic 400', async (month) => {
    today(2026, 12, 2);
    const before = await snapshotOfData(db);
    const response = await closeMonth({ month }).expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('ends the undo history: undo afterwards answers 404 and the earlier batch stays', async () => {
    today(2026, 12, 5);
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'address', data: ['قبل الإغلاق'] })
      .expect(200);
    await closeMonth().expect(200);
    const before = await snapshotOfData(db);
    const response = await agent.delete('/api/ampere-records/undo-last-batch').expect(404);
    expect(response.body.message).toBe('لا توجد عملية للتراجع عنها');
    expect(await snapshotOfData(db)).toEqual(before);
    expect((await liveRecords(agent))[0].address).toBe('قبل الإغلاق');
  });

  it('closes December into January of the next year', async () => {
    const live = (await agent.get('/api/ampere-records/month').expect(200)).body.liveMonth;
    expect(live).toBe('2027-01');
    const [closed] = await db.query<{ month: string }>(
      "SELECT month FROM month_closes WHERE system = 'ampere' ORDER BY month DESC LIMIT 1",
    );
    expect(closed.month).toBe('2026-12');
  });

  it('lets exactly one of two simultaneous closes through', async () => {
    today(2027, 1, 27);
    const customers = (await liveRecords(agent)).length;
    const [first, second] = await Promise.all([closeMonth(), closeMonth()]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    // The loser says the month is closed, whether it read the live month before or after the winner.
    expect([first, second].find((response) => response.status === 409)!.body.message).toBe(
      'شهر كانون الثاني 2027 مغلق مسبقاً',
    );
    const closes = await db.query<{ month: string }>(
      "SELECT month FROM month_closes WHERE system = 'ampere' AND month = '2027-01'",
    );
    expect(closes).toHaveLength(1);
    expect(await monthlyRows('2027-01')).toHaveLength(customers);
    expect((await agent.get('/api/ampere-records/month').expect(200)).body.liveMonth).toBe('2027-02');
  });

  it('says "already closed" to a close without a month that comes just after another (the race it lost)', async () => {
    today(2027, 1, 28);
    const response = await closeMonth().expect(409);
    expect(response.body).toMatchObject({
      code: 'MONTH_ALREADY_CLOSED',
      message: 'شهر كانون الثاني 2027 مغلق مسبقاً',
    });
  });

  it('lets exactly one of two close commands on the bus through', async () => {
    today(2027, 2, 26);
    const bus = testApp.app.get(CommandBus);
    const customers = (await liveRecords(agent)).length;
    const results = await Promise.allSettled([
      bus.execute(new CloseMonthCommand('ampere', undefined, 'cli-1')),
      bus.execute(new CloseMonthCommand('ampere', undefined, 'cli-2')),
    ]);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0]).toMatchObject({
      value: { month: '2027-02', nextMonth: '2027-03', totalCustomers: customers },
    });
    expect(rejected).toHaveLength(1);
    // The loser finds February closed, even when it read the live month after the winner committed.
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(MonthAlreadyClosedError);
    expect((rejected[0] as PromiseRejectedResult).reason.message).toBe('شهر شباط 2027 مغلق مسبقاً');
    expect(await monthlyRows('2027-02')).toHaveLength(customers);
    expect(await monthlyRows('2027-03')).toHaveLength(0);
  });

  it('lets exactly one of two simultaneous closes of a named month through, even when catching up', async () => {
    // The live month (March) is two months behind the calendar: both March and April may be closed.
    today(2027, 5, 3);
    const customers = (await liveRecords(agent)).length;
    const responses = await Promise.all([closeMonth({ month: '2027-03' }), closeMonth({ month: '2027-03' })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)!.body.message).toBe(
      'شهر آذار 2027 مغلق مسبقاً',
    );
    expect(await monthlyRows('2027-03')).toHaveLength(customers);
    expect((await agent.get('/api/ampere-records/month').expect(200)).body.liveMonth).toBe('2027-04');
  });

  it('closes an empty table too', async () => {
    today(2027, 5, 10);
    // Emptying the live table is an administrator's destructive tool: the passcode first.
    await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'close-pass'));
    const admin = await testApp.signedInAgent('مدير', 'admin');
    await admin.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'close-pass' }).expect(200);
    await admin.post('/api/ampere-records/archive').expect(200);
    const response = await closeMonth({ month: '2027-04' }).expect(200);
    expect(response.body).toMatchObject({ totalCustomers: 0, month: '2027-04', nextMonth: '2027-05' });
  });

  it('lets an import and a close that arrive together both finish, every customer in the new month', async () => {
    today(2027, 6, 2);
    const records = Array.from({ length: 2000 }, (_, index) => ({
      name: `مشترك ${index}`,
      box: '3',
      ampere: 3,
    }));
    await agent.post('/api/ampere-records/bulk').send({ records }).expect(201);
    const reimport = [
      ...records.map((record) => ({ ...record, ampere: 4 })),
      { name: 'جديد', box: '4', ampere: 1 },
    ];
    const [imported, closed] = await Promise.all([
      agent.post('/api/ampere-records/bulk').send({ records: reimport }),
      new Promise((resolve) => setTimeout(resolve, 30)).then(() => closeMonth({ month: '2027-05' })),
    ]);
    expect([imported.status, closed.status]).toEqual([201, 200]);
    const live = await liveRecords(agent);
    expect(live).toHaveLength(2001);
    expect(new Set(live.map((record) => record.month))).toEqual(new Set(['2027-06']));
    expect(new Set(live.map((record) => record.ampere))).toEqual(new Set([4, 1]));
  }, 60_000);
});
