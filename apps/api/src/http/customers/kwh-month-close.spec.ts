import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * What a group's close snapshots, carries and refuses is proven without HTTP in
 * application/months/kwh-month-close.spec.ts; this proves a metered group's paths answer it.
 */
describe("a metered group's close on its paths", () => {
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

  it('start-new-month-readings is the same close, answered with a message', async () => {
    today(2026, 11, 20);
    await agent
      .post('/api/baydawi-kwh-customers')
      .send({ name: 'مجموعة أخرى', ampere: 5, previousKwh: 5, currentKwh: 9 })
      .expect(201);
    today(2026, 11, 30);
    const response = await agent.post('/api/baydawi-kwh-customers/start-new-month-readings').expect(200);
    expect(response.body).toEqual({ message: 'تم بدء شهر جديد', totalCustomers: 1, month: '2026-11' });
    await agent.post('/api/baydawi-kwh-customers/start-new-month-readings').expect(409);
  });

  it('closes on new-month, and refuses a month that is none with a 400', async () => {
    today(2026, 11, 28);
    const closed = await agent.post('/api/mahmoud-kwh-customers/new-month').send({}).expect(200);
    expect(closed.body).toEqual({
      totalCustomers: 0,
      month: '2026-11',
      nextMonth: '2026-12',
      dryRun: false,
      billsAboveOfficialTariff: 0,
    });
    await agent.post('/api/mahmoud-kwh-customers/new-month').send({ month: '2026-13' }).expect(400);
  });
});
