import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * What a close snapshots, carries and refuses is proven without HTTP in
 * application/months/close-month.spec.ts; this proves the route answers it and reads the month sent.
 */
describe('POST /api/ampere-records/new-month', () => {
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
  const closeMonth = (body: object = {}) => agent.post('/api/ampere-records/new-month').send(body);

  it('closes the month named, and answers a second close 409 in Arabic', async () => {
    today(2026, 11, 20);
    await addCustomer(agent, { name: 'دفع', ampere: 4, amperePrice: 15, amountPaid: 60 });
    today(2026, 11, 28);
    const response = await closeMonth({ month: '2026-11' }).expect(200);
    expect(response.body).toMatchObject({ totalCustomers: 1, month: '2026-11', nextMonth: '2026-12' });
    const again = await closeMonth({ month: '2026-11' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'MONTH_ALREADY_CLOSED',
      message: 'شهر تشرين الثاني 2026 مغلق مسبقاً',
    });
  });

  it.each(['2026-13', '26-12', 'December'])('refuses the month %p with an Arabic 400', async (month) => {
    today(2026, 12, 2);
    const before = await snapshotOfData(db);
    const response = await closeMonth({ month }).expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });
});
