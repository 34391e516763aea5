import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { MonthAlreadyClosedError } from '@kahraba/billing-domain';
import { runBatch, tablesOfSeeded, updateJournaled } from '@kahraba/persistence';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { CloseMonthCommand } from '../../application/months/close-month.command';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Month close: the ampere close command, for every metered group on its own. */
describe('closing the month of a metered group', () => {
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
  const add = async (system: string, fields: object) =>
    (
      await agent
        .post(`/api/${system}-customers`)
        .send({ ampere: 5, ...fields })
        .expect(201)
    ).body as {
      id: string;
      customerNumber: number;
    };
  const live = async (system: string) =>
    (await agent.get(`/api/${system}-customers`).expect(200)).body as Record<string, unknown>[];
  const everything = () =>
    db.query(`SELECT 'live' AS t, system, name, month, current_kwh::text, amount_paid::text FROM kwh_customers
              UNION ALL SELECT 'monthly', system, name, month, current_kwh::text, amount_paid::text FROM kwh_monthly_archives
              UNION ALL SELECT 'close', system, month, '', '', '' FROM month_closes
              ORDER BY 1, 2, 3, 4`);

  it('snapshots the group, carries each read meter into the previous reading and starts it unpaid', async () => {
    today(2026, 11, 20);
    const read = await add('mahmoud-kwh', {
      name: 'مقروء',
      previousKwh: 100,
      currentKwh: 150,
      pricePerKwh: 1,
      ampereSubscriptionFee: 2,
      amountPaid: 10,
    });
    const unread = await add('mahmoud-kwh', { name: 'غير مقروء', previousKwh: 40, currentKwh: 0 });
    const other = await add('baydawi-kwh', { name: 'مجموعة أخرى', previousKwh: 5, currentKwh: 9 });
    // A batch before the close: the close ends the undo history.
    await db.transaction((tx) =>
      runBatch(
        tx,
        tablesOfSeeded('mahmoud-kwh'),
        { kind: 'update-all-prices', today: '2026-11-20' },
        async ({ batchId }) => {
          const updated = await updateJournaled(tx, tablesOfSeeded('mahmoud-kwh'), batchId, {
            set: 'insurance = 1',
            where: 'true',
            params: [],
          });
          return { created: 0, updated, result: null };
        },
      ),
    );

    today(2026, 11, 28);
    const closed = await agent.post('/api/mahmoud-kwh-customers/new-month').send({}).expect(200);
    expect(closed.body).toEqual({ totalCustomers: 2, month: '2026-11', nextMonth: '2026-12', dryRun: false });

    const snapshots = await db.query(
      `SELECT name, previous_kwh::text AS previous, current_kwh::text AS current, amount_paid::text AS paid,
         total_amount::text AS total, archive_reason AS reason
       FROM kwh_monthly_archives WHERE system = 'mahmoud-kwh' AND month = '2026-11' ORDER BY customer_number`,
    );
    expect(snapshots).toEqual([
      {
        name: 'مقروء',
        previous: '100.000',
        current: '150.000',
        paid: '10.00',
        total: '52.00',
        reason: 'new_month',
      },
      {
        name: 'غير مقروء',
        previous: '40.000',
        current: '0.000',
        paid: '0.00',
        total: '0.00',
        reason: 'new_month',
      },
    ]);
    const rows = await live('mahmoud-kwh');
    expect(rows.find((row) => row.id === read.id)).toMatchObject({
      previousKwh: 150,
      currentKwh: 0,
      consumption: 0,
      energyAmount: 0,
      subscriptionFee: 2,
      totalAmount: 2,
      baseAmount: 1.8,
      vatAmount: 0.2,
      // 52 billed − 10 paid carries in as arrears.
      arrears: 42,
      amountPaid: 0,
      outstandingBalance: 44,
      isPaid: false,
      totalAmountLbp: 179000,
      baseAmountLbp: 161261,
      tvaAmountLbp: 17739,
      month: '2026-12',
    });
    // An unread meter keeps its previous reading; nothing due counts as paid.
    expect(rows.find((row) => row.id === unread.id)).toMatchObject({
      previousKwh: 40,
      currentKwh: 0,
      totalAmount: 0,
      isPaid: true,
      month: '2026-12',
    });
    // The other group is untouched, in its own month.
    expect((await live('baydawi-kwh')).find((row) => row.id === other.id)).toMatchObject({
      currentKwh: 9,
      month: '2026-11',
    });
    expect((await agent.get('/api/baydawi-kwh-customers/month').expect(200)).body.liveMonth).toBe('2026-11');
    expect((await agent.get('/api/mahmoud-kwh-customers/month').expect(200)).body.liveMonth).toBe('2026-12');

    // The close sealed the batch before it.
    const undo = await agent.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(404);
    expect(undo.body).toEqual({ message: 'لا توجد عملية للتراجع عنها', code: 'NOTHING_TO_UNDO' });
  });

  it('refuses a second close of the same month in Arabic, writing nothing', async () => {
    today(2026, 11, 29);
    const before = await everything();
    const again = await agent
      .post('/api/mahmoud-kwh-customers/new-month')
      .send({ month: '2026-11' })
      .expect(409);
    expect(again.body).toEqual({ message: 'شهر تشرين الثاني 2026 مغلق مسبقاً', code: 'MONTH_ALREADY_CLOSED' });
    await agent.post('/api/mahmoud-kwh-customers/new-month').send({ month: '2026-13' }).expect(400);
    expect(await everything()).toEqual(before);
  });

  it('start-new-month-readings is the same close, answered with a message', async () => {
    today(2026, 11, 30);
    const response = await agent.post('/api/baydawi-kwh-customers/start-new-month-readings').expect(200);
    expect(response.body).toEqual({ message: 'تم بدء شهر جديد', totalCustomers: 1, month: '2026-11' });
    await agent.post('/api/baydawi-kwh-customers/start-new-month-readings').expect(409);
  });

  it("lets exactly one of two simultaneous closes of a group through, and never blocks another group's", async () => {
    today(2026, 12, 28);
    await add('kwh', { name: 'عام', currentKwh: 3 });
    const bus = testApp.app.get(CommandBus);
    const results = await Promise.allSettled([
      bus.execute(new CloseMonthCommand('mahmoud-kwh', undefined, 'cli-1')),
      bus.execute(new CloseMonthCommand('mahmoud-kwh', undefined, 'cli-2')),
      bus.execute(new CloseMonthCommand('kwh', undefined, 'cli-3')),
    ]);
    const mahmoud = results.slice(0, 2);
    expect(mahmoud.filter((result) => result.status === 'fulfilled')).toEqual([
      {
        status: 'fulfilled',
        value: { totalCustomers: 2, month: '2026-12', nextMonth: '2027-01', dryRun: false },
      },
    ]);
    const rejected = mahmoud.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(MonthAlreadyClosedError);
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { month: '2026-12', totalCustomers: 1 } });
    const snapshots = await db.query(
      "SELECT 1 FROM kwh_monthly_archives WHERE system = 'mahmoud-kwh' AND month = '2026-12'",
    );
    expect(snapshots).toHaveLength(2);
  });

  it('refuses an unknown group before anything is written', async () => {
    const before = await everything();
    await expect(
      testApp.app.get(CommandBus).execute(new CloseMonthCommand('solar-kwh', undefined, 'cli')),
    ).rejects.toMatchObject({ code: 'UNKNOWN_BILLING_SYSTEM' });
    expect(await everything()).toEqual(before);
  });
});
