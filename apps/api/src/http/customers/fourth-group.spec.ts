import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** A fourth group is one row in billing_systems, and works through the API with no code. */
describe('a fourth metered group added as data', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    await testApp.app.get(Database).query(
      `INSERT INTO billing_systems (id, tariff, arabic_name, display_order, updates_group)
         VALUES ('test-kwh', 'metered-per-kwh', 'مجموعة تجريبية', 9, 'test')`,
    );
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));

  it('is listed, then drives create → readings → month close → undo through the API', async () => {
    const systems = await agent.get('/api/billing-systems').expect(200);
    expect(systems.body).toContainEqual({
      id: 'test-kwh',
      tariff: 'metered-per-kwh',
      arabicName: 'مجموعة تجريبية',
      displayOrder: 9,
      updatesGroup: 'test',
    });

    today(2026, 11, 20);
    const first = await agent
      .post('/api/test-kwh-customers')
      .send({
        name: 'أول',
        box: '1',
        ampere: 5,
        previousKwh: 100,
        pricePerKwh: '0.5',
        ampereSubscriptionFee: 2,
      })
      .expect(201);
    const second = await agent
      .post('/api/test-kwh-customers')
      .send({ name: 'ثاني', box: '2', ampere: 3 })
      .expect(201);
    expect([first.body.customerNumber, second.body.customerNumber]).toEqual([1000, 1001]);
    expect(first.body).toMatchObject({ system: 'test-kwh', month: '2026-11', totalAmount: 2 });

    // The meter readings of the month, imported as one batch (the readings screen's call) …
    const readings = { readings: [{ id: first.body.id, newCurrentKwh: '160' }] };
    const imported = await agent
      .post('/api/test-kwh-customers/bulk-update-readings')
      .send(readings)
      .expect(200);
    expect(imported.body).toMatchObject({ updated: 1, skipped: [], warnings: [] });
    const read = (await agent.get('/api/test-kwh-customers').expect(200)).body[0];
    expect(read).toMatchObject({
      previousKwh: 100,
      currentKwh: 160,
      consumption: 60,
      energyAmount: 30,
      totalAmount: 32,
    });
    // … undone exactly, named as a readings import …
    expect((await agent.get('/api/test-kwh-customers/undo-last-batch').expect(200)).body).toMatchObject({
      kind: 'readings-import',
      updatedCount: 1,
    });
    const undone = await agent.delete('/api/test-kwh-customers/undo-last-batch').expect(200);
    expect(undone.body).toMatchObject({ deletedCount: 0, revertedCount: 1 });
    expect((await agent.get('/api/test-kwh-customers').expect(200)).body[0]).toMatchObject({
      currentKwh: 0,
      totalAmount: 2,
    });
    // … and imported again.
    await agent.post('/api/test-kwh-customers/bulk-update-readings').send(readings).expect(200);

    const listed = await agent.get('/api/test-kwh-customers').expect(200);
    expect(listed.body.map((c: { name: string }) => c.name)).toEqual(['أول', 'ثاني']);
    expect((await agent.get('/api/test-kwh-customers/month').expect(200)).body).toMatchObject({
      system: 'test-kwh',
      liveMonth: '2026-11',
    });

    today(2026, 11, 29);
    const closed = await agent.post('/api/test-kwh-customers/new-month').send({}).expect(200);
    expect(closed.body).toMatchObject({ totalCustomers: 2, month: '2026-11', nextMonth: '2026-12' });
    const after = await agent.get('/api/test-kwh-customers').expect(200);
    expect(after.body[0]).toMatchObject({
      name: 'أول',
      previousKwh: 160,
      currentKwh: 0,
      totalAmount: 2,
      amountPaid: 0,
      month: '2026-12',
    });

    // The close ends the undo history.
    await agent.get('/api/test-kwh-customers/undo-last-batch').expect(404);
    const undo = await agent.delete('/api/test-kwh-customers/undo-last-batch').expect(404);
    expect(undo.body).toEqual({ message: 'لا توجد عملية للتراجع عنها', code: 'NOTHING_TO_UNDO' });

    // Its own archive: delete and restore.
    const removed = await agent.delete(`/api/test-kwh-customers/${second.body.id}`).expect(200);
    const archived = await agent.get('/api/test-kwh-archived').expect(200);
    expect(archived.body).toEqual([
      expect.objectContaining({ originalId: second.body.id, system: 'test-kwh' }),
    ]);
    const restored = await agent
      .post(`/api/test-kwh-archived/${removed.body.archivedId}/restore`)
      .expect(200);
    expect(restored.body).toMatchObject({ name: 'ثاني', customerNumber: 1002, month: '2026-12' });
  });
});
