import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView, ArchivedAmpereRecordView } from '@kahraba/persistence';
import { Clock } from '../../application/clock/clock';
import { CloseMonthCommand } from '../../application/months/close-month.command';
import { addCustomer, liveRecords } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('restoring a deleted customer into the live month', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));
  const closeMonth = () =>
    testApp.app.get(CommandBus).execute(new CloseMonthCommand('ampere', undefined, 'test'));
  const deleteAndFindInArchive = async (customer: AmpereRecordView) => {
    await agent.delete(`/api/ampere-records/${customer.id}`).expect(200);
    const archived = (await agent.get('/api/archived-records').expect(200))
      .body as ArchivedAmpereRecordView[];
    return archived.find((record) => record.originalId === customer.id)!;
  };
  const restore = async (archivedId: string) =>
    (await agent.post(`/api/archived-records/${archivedId}/restore`).expect(200)).body as AmpereRecordView;

  it('starts a customer deleted in an earlier month in the live month, unpaid with nothing paid, invoiced today', async () => {
    today(2026, 11, 20);
    const customer = await addCustomer(agent, {
      name: 'عائد بعد الإغلاق',
      box: '6',
      ampere: 5,
      amperePrice: 15,
      amountPaid: 20,
      isPaid: true,
    });
    expect(customer).toMatchObject({ month: '2026-11', invoiceDate: '2026-11-20' });
    const archived = await deleteAndFindInArchive(customer);

    today(2026, 11, 28);
    await closeMonth();
    today(2026, 12, 3);
    const restored = await restore(archived.id);

    expect(restored).toMatchObject({
      name: 'عائد بعد الإغلاق',
      ampere: 5,
      amperePrice: 15,
      // 15 is the threshold price at 5 A: not a price of its own.
      priceIsCustom: false,
      amount: 75,
      month: '2026-12',
      invoiceDate: '2026-12-03',
      amountPaid: 0,
      outstandingBalance: 75,
      isPaid: false,
    });
    // Like every customer the close rolled into the live month.
    const live = await liveRecords(agent);
    expect(new Set(live.map((record) => record.month))).toEqual(new Set(['2026-12']));
  });

  it('brings a customer deleted in the live month back exactly as it was', async () => {
    today(2026, 12, 5);
    const customer = await addCustomer(agent, {
      name: 'عائد في الشهر نفسه',
      box: '6',
      ampere: 4,
      amountPaid: 10,
    });
    const archived = await deleteAndFindInArchive(customer);
    today(2026, 12, 9);
    const restored = await restore(archived.id);

    expect(restored).toMatchObject({
      month: customer.month,
      invoiceDate: customer.invoiceDate,
      ampere: 4,
      amperePrice: 15,
      priceIsCustom: false,
      amount: 60,
      amountPaid: 10,
      outstandingBalance: 50,
      isPaid: false,
    });
    expect(customer.month).toBe('2026-12');
  });

  it('prices a customer without a price of its own at the threshold prices in force when restored', async () => {
    today(2026, 12, 10);
    const automatic = await addCustomer(agent, {
      name: 'عائد بالسعر الجديد',
      box: '7',
      ampere: 4,
      amountPaid: 10,
    });
    const own = await addCustomer(agent, { name: 'عائد بسعره', box: '7', ampere: 4, amperePrice: 14 });
    expect(automatic).toMatchObject({ amperePrice: 15, priceIsCustom: false, amount: 60 });
    const archivedAutomatic = await deleteAndFindInArchive(automatic);
    const archivedOwn = await deleteAndFindInArchive(own);
    await agent
      .patch('/api/ampere-records/update-all-prices')
      .send({ globalPrice: 20, lowPrice: 30 })
      .expect(200);

    expect(await restore(archivedAutomatic.id)).toMatchObject({
      ampere: 4,
      amperePrice: 20,
      priceIsCustom: false,
      amount: 80,
      amountPaid: 10,
      outstandingBalance: 70,
      isPaid: false,
    });
    expect(await restore(archivedOwn.id)).toMatchObject({ amperePrice: 14, priceIsCustom: true, amount: 56 });
  });
});
