import { Month, MonthAlreadyClosedError, type KwhCustomerInput } from '@kahraba/billing-domain';
import { runBatch, tablesOfSeeded, updateJournaled, type KwhCustomerView } from '@kahraba/persistence';
import { startHandlerTier, type HandlerTier } from '../../testing/handler-tier';
import { UndoLastBatchCommand } from '../batches/undo-last-batch.command';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { ListCustomersQuery } from '../customers/list-customers.query';
import { CloseMonthCommand } from './close-month.command';
import { GetLiveMonthQuery } from './get-live-month.query';

/** Month close: the ampere close command, for every metered group on its own. */
describe('closing the month of a metered group', () => {
  let tier: HandlerTier;

  beforeAll(async () => {
    tier = await startHandlerTier();
  });
  afterAll(() => tier.close());

  const today = (year: number, month: number, day: number) =>
    tier.setNow(new Date(year, month - 1, day, 10, 0));
  const add = (system: string, fields: object) =>
    tier.commands.execute<CreateCustomerCommand<KwhCustomerView>, KwhCustomerView>(
      new CreateCustomerCommand(system, { ampere: 5, ...fields } as KwhCustomerInput),
    );
  const live = async (system: string) =>
    (await tier.queries.execute<ListCustomersQuery<KwhCustomerView>, KwhCustomerView[]>(
      new ListCustomersQuery(system, null),
    )) as unknown as Record<string, unknown>[];
  const liveMonth = (system: string) => tier.queries.execute(new GetLiveMonthQuery(system));
  const closeMonth = (system: string, month?: string) =>
    tier.commands.execute(
      new CloseMonthCommand(system, month ? Month.parse(month) : undefined, 'operator@example.com'),
    );
  const everything = () =>
    tier.db
      .query(`SELECT 'live' AS t, system, name, month, current_kwh::text, amount_paid::text FROM kwh_customers
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
    await tier.db.transaction((tx) =>
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
    expect(await closeMonth('mahmoud-kwh')).toEqual({
      totalCustomers: 2,
      month: '2026-11',
      nextMonth: '2026-12',
      dryRun: false,
      billsAboveOfficialTariff: 0,
    });

    const snapshots = await tier.db.query(
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
    expect((await liveMonth('baydawi-kwh')).liveMonth).toBe('2026-11');
    expect((await liveMonth('mahmoud-kwh')).liveMonth).toBe('2026-12');

    // The close sealed the batch before it.
    await expect(
      tier.commands.execute(
        new UndoLastBatchCommand('mahmoud-kwh', 'operator@example.com', undefined, false),
      ),
    ).rejects.toMatchObject({ message: 'لا توجد عملية للتراجع عنها', code: 'NOTHING_TO_UNDO' });
  });

  it('refuses a second close of the same month in Arabic, writing nothing', async () => {
    today(2026, 11, 29);
    const before = await everything();
    await expect(closeMonth('mahmoud-kwh', '2026-11')).rejects.toMatchObject({
      message: 'شهر تشرين الثاني 2026 مغلق مسبقاً',
      code: 'MONTH_ALREADY_CLOSED',
    });
    expect(await everything()).toEqual(before);
  });

  it("lets exactly one of two simultaneous closes of a group through, and never blocks another group's", async () => {
    today(2026, 12, 28);
    await add('kwh', { name: 'عام', currentKwh: 3 });
    const results = await Promise.allSettled([
      tier.commands.execute(new CloseMonthCommand('mahmoud-kwh', undefined, 'cli-1')),
      tier.commands.execute(new CloseMonthCommand('mahmoud-kwh', undefined, 'cli-2')),
      tier.commands.execute(new CloseMonthCommand('kwh', undefined, 'cli-3')),
    ]);
    const mahmoud = results.slice(0, 2);
    expect(mahmoud.filter((result) => result.status === 'fulfilled')).toEqual([
      {
        status: 'fulfilled',
        value: {
          totalCustomers: 2,
          month: '2026-12',
          nextMonth: '2027-01',
          dryRun: false,
          billsAboveOfficialTariff: 0,
        },
      },
    ]);
    const rejected = mahmoud.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(MonthAlreadyClosedError);
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { month: '2026-12', totalCustomers: 1 } });
    const snapshots = await tier.db.query(
      "SELECT 1 FROM kwh_monthly_archives WHERE system = 'mahmoud-kwh' AND month = '2026-12'",
    );
    expect(snapshots).toHaveLength(2);
  });

  it('refuses an unknown group before anything is written', async () => {
    const before = await everything();
    await expect(
      tier.commands.execute(new CloseMonthCommand('solar-kwh', undefined, 'cli')),
    ).rejects.toMatchObject({ code: 'UNKNOWN_BILLING_SYSTEM' });
    expect(await everything()).toEqual(before);
  });
});
