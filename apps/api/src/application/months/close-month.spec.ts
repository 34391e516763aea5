import { Month, MonthAlreadyClosedError, NothingToUndoError } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';
import { snapshotOfData, type CustomerFields } from '../../testing/ampere-test-data';
import { startHandlerTier, type HandlerTier } from '../../testing/handler-tier';
import { ArchiveLiveRecordsCommand } from '../archives/archive-live-records.command';
import { UndoLastBatchCommand } from '../batches/undo-last-batch.command';
import { newCustomerFieldsOf } from '../customers/ampere-record-input';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { ImportCustomersCommand } from '../customers/import-customers.command';
import { ListCustomersQuery } from '../customers/list-customers.query';
import { PasteCustomerColumnCommand } from '../customers/paste-customer-column.command';
import { GetPrintInvoicesQuery } from '../printing/get-print-invoices.query';
import { CloseMonthCommand } from './close-month.command';
import { GetLiveMonthQuery } from './get-live-month.query';

const OPERATOR = 'operator@example.com';

/** The close of the ampere month (docs/business-rules.md#paid-unpaid-and-arrears), one step of the calendar after another. */
describe('closing the ampere month', () => {
  let tier: HandlerTier;

  beforeAll(async () => {
    tier = await startHandlerTier();
  });
  afterAll(() => tier.close());

  /** The business calendar: the month is closed in its last days or early in the next one. */
  const today = (year: number, month: number, day: number) =>
    tier.setNow(new Date(year, month - 1, day, 10, 0));
  const closeMonth = (month?: string, actor = OPERATOR) =>
    tier.commands.execute(new CloseMonthCommand('ampere', month ? Month.parse(month) : undefined, actor));
  let counter = 0;
  const addCustomer = (fields: Partial<CustomerFields> = {}) => {
    counter += 1;
    const input = { name: `عميل ${counter}`, box: '5', ampere: 5, ...fields };
    return tier.commands.execute<CreateCustomerCommand<AmpereRecordView>, AmpereRecordView>(
      new CreateCustomerCommand('ampere', newCustomerFieldsOf(input), { force: true }),
    );
  };
  const liveRecords = () =>
    tier.queries.execute<ListCustomersQuery<AmpereRecordView>, AmpereRecordView[]>(
      new ListCustomersQuery('ampere', 'number'),
    );
  const liveMonth = () => tier.queries.execute(new GetLiveMonthQuery('ampere'));
  const monthlyRows = (month: string) =>
    tier.db.query<{ customer_number: number; amount_paid: string; is_paid: boolean; archive_reason: string }>(
      `SELECT customer_number, amount_paid::text, is_paid, archive_reason FROM monthly_archives
       WHERE month = $1 AND archive_reason = 'new_month' ORDER BY customer_number`,
      [month],
    );
  /** Both of two closes sent together: exactly one goes through, the other is refused as closed. */
  const twoClosesTogether = async (month?: string) => {
    const results = await Promise.allSettled([closeMonth(month, 'office-1'), closeMonth(month, 'office-2')]);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    return { closed: fulfilled[0].value, refused: rejected[0].reason as Error };
  };

  it('snapshots every customer, then starts the next month with nothing paid, the balance carried', async () => {
    today(2026, 11, 20);
    const paid = await addCustomer({ name: 'دفع', ampere: 4, amperePrice: 15, amountPaid: 60 });
    const partly = await addCustomer({ name: 'نصف', ampere: 2, amperePrice: 25, amountPaid: 20 });
    const flagged = await addCustomer({ name: 'معلم', ampere: 3, amperePrice: 15, isPaid: true });
    expect(paid.month).toBe('2026-11');

    today(2026, 11, 28);
    expect(await closeMonth()).toMatchObject({ totalCustomers: 3, month: '2026-11', nextMonth: '2026-12' });

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
    const live = await liveRecords();
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
    expect((await addCustomer({ name: 'جديد الشهر' })).month).toBe('2026-12');
    expect((await liveMonth()).liveMonth).toBe('2026-12');
  });

  it('names the live month and the month its close opens, for the close button', async () => {
    today(2026, 12, 3);
    expect(await liveMonth()).toEqual({
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
    const customer = await addCustomer({ name: 'جدول الشهر' });
    const [invoice] = await tier.queries.execute(
      new GetPrintInvoicesQuery('ampere', { ids: [customer.id] }, {}),
    );
    const month = await liveMonth();
    expect(month).toMatchObject({ liveMonth: '2026-12', invoiceMonth: '2027-01' });
    expect([month.invoiceLabel, invoice.statement.monthLabel]).toEqual([
      'كانون الثاني 2027',
      'كانون الثاني 2027',
    ]);
  });

  it('refuses to close the same month a second time, in Arabic, writing nothing', async () => {
    today(2026, 11, 30);
    const before = await snapshotOfData(tier.db);
    await expect(closeMonth('2026-11')).rejects.toMatchObject({
      message: 'شهر تشرين الثاني 2026 مغلق مسبقاً',
    });
    expect(await snapshotOfData(tier.db)).toEqual(before);
  });

  it('refuses to close a month the calendar has not reached, in Arabic, writing nothing', async () => {
    today(2026, 11, 30);
    const before = await snapshotOfData(tier.db);
    await expect(closeMonth('2026-12')).rejects.toMatchObject({
      message: expect.stringMatching(/كانون الأول 2026/),
    });
    // Without a month, the close meant is November's, closed already.
    await expect(closeMonth()).rejects.toMatchObject({ message: 'شهر تشرين الثاني 2026 مغلق مسبقاً' });
    await expect(closeMonth('2027-01')).rejects.toMatchObject({
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(await snapshotOfData(tier.db)).toEqual(before);
  });

  it('ends the undo history: nothing is left to undo afterwards and the earlier batch stays', async () => {
    today(2026, 12, 5);
    await tier.commands.execute(
      new PasteCustomerColumnCommand('ampere', 'address', ['قبل الإغلاق'], 0, 'number', false),
    );
    await closeMonth();
    const before = await snapshotOfData(tier.db);
    const undo = tier.commands.execute(new UndoLastBatchCommand('ampere', OPERATOR, undefined, false));
    await expect(undo).rejects.toBeInstanceOf(NothingToUndoError);
    await expect(undo).rejects.toMatchObject({ message: 'لا توجد عملية للتراجع عنها' });
    expect(await snapshotOfData(tier.db)).toEqual(before);
    expect((await liveRecords())[0].address).toBe('قبل الإغلاق');
  });

  it('closes December into January of the next year', async () => {
    expect((await liveMonth()).liveMonth).toBe('2027-01');
    const [closed] = await tier.db.query<{ month: string }>(
      "SELECT month FROM month_closes WHERE system = 'ampere' ORDER BY month DESC LIMIT 1",
    );
    expect(closed.month).toBe('2026-12');
  });

  it('lets exactly one of two simultaneous closes through', async () => {
    today(2027, 1, 27);
    const customers = (await liveRecords()).length;
    const { refused } = await twoClosesTogether();
    // The loser says the month is closed, whether it read the live month before or after the winner.
    expect(refused.message).toBe('شهر كانون الثاني 2027 مغلق مسبقاً');
    const closes = await tier.db.query<{ month: string }>(
      "SELECT month FROM month_closes WHERE system = 'ampere' AND month = '2027-01'",
    );
    expect(closes).toHaveLength(1);
    expect(await monthlyRows('2027-01')).toHaveLength(customers);
    expect((await liveMonth()).liveMonth).toBe('2027-02');
  });

  it('says "already closed" to a close without a month that comes just after another (the race it lost)', async () => {
    today(2027, 1, 28);
    await expect(closeMonth()).rejects.toMatchObject({
      code: 'MONTH_ALREADY_CLOSED',
      message: 'شهر كانون الثاني 2027 مغلق مسبقاً',
    });
  });

  it('lets exactly one of two close commands on the bus through, the loser finding the month closed', async () => {
    today(2027, 2, 26);
    const customers = (await liveRecords()).length;
    const { closed, refused } = await twoClosesTogether();
    expect(closed).toMatchObject({ month: '2027-02', nextMonth: '2027-03', totalCustomers: customers });
    // The loser finds February closed, even when it read the live month after the winner committed.
    expect(refused).toBeInstanceOf(MonthAlreadyClosedError);
    expect(refused.message).toBe('شهر شباط 2027 مغلق مسبقاً');
    expect(await monthlyRows('2027-02')).toHaveLength(customers);
    expect(await monthlyRows('2027-03')).toHaveLength(0);
  });

  it('lets exactly one of two simultaneous closes of a named month through, even when catching up', async () => {
    // The live month (March) is two months behind the calendar: both March and April may be closed.
    today(2027, 5, 3);
    const customers = (await liveRecords()).length;
    const { refused } = await twoClosesTogether('2027-03');
    expect(refused.message).toBe('شهر آذار 2027 مغلق مسبقاً');
    expect(await monthlyRows('2027-03')).toHaveLength(customers);
    expect((await liveMonth()).liveMonth).toBe('2027-04');
  });

  it('closes an empty table too', async () => {
    today(2027, 5, 10);
    await tier.commands.execute(new ArchiveLiveRecordsCommand('ampere', 'admin@example.com'));
    expect(await closeMonth('2027-04')).toMatchObject({
      totalCustomers: 0,
      month: '2027-04',
      nextMonth: '2027-05',
    });
  });

  it('lets an import and a close that arrive together both finish, every customer in the new month', async () => {
    today(2027, 6, 2);
    const records = Array.from({ length: 2000 }, (_, index) => ({
      name: `مشترك ${index}`,
      box: '3',
      ampere: 3,
    }));
    await tier.commands.execute(new ImportCustomersCommand('ampere', records));
    const reimport = [
      ...records.map((record) => ({ ...record, ampere: 4 })),
      { name: 'جديد', box: '4', ampere: 1 },
    ];
    const importing = tier.commands.execute(new ImportCustomersCommand('ampere', reimport));
    let imported = false;
    void importing.then(() => (imported = true));
    // The close is sent once the import is at work in the database (or, on a fast machine, done).
    while (!imported && !(await anotherTransactionIsOpen())) await Promise.resolve();
    const [, closed] = await Promise.all([importing, closeMonth('2027-05')]);
    expect(closed).toMatchObject({ month: '2027-05', nextMonth: '2027-06' });
    const live = await liveRecords();
    expect(live).toHaveLength(2001);
    expect(new Set(live.map((record) => record.month))).toEqual(new Set(['2027-06']));
    expect(new Set(live.map((record) => record.ampere))).toEqual(new Set([4, 1]));
  }, 60_000);

  async function anotherTransactionIsOpen(): Promise<boolean> {
    const [{ open }] = await tier.db.query<{ open: boolean }>(
      `SELECT count(*) > 0 AS open FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
    );
    return open;
  }
});
