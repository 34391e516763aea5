import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** `/api/:system-customers` must reach every metered group and no route it does not own. */
describe('routing of the metered systems', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  it('reaches every metered group, the generic list included', async () => {
    for (const system of ['kwh', 'mahmoud-kwh', 'baydawi-kwh']) {
      const response = await agent.get(`/api/${system}-customers`).expect(200);
      expect(response.body).toEqual([]);
      await agent.get(`/api/${system}-archived`).expect(200);
    }
  });

  it('answers 404 in Arabic for an unknown or flat system, on every kind of call', async () => {
    for (const [method, path] of [
      ['get', '/api/solar-customers'],
      ['get', '/api/ampere-customers'],
      ['get', '/api/solar-customers/search?q=a'],
      ['post', '/api/solar-customers'],
      ['get', '/api/solar-archived'],
      ['get', '/api/ampere-archived'],
      ['get', '/api/Mahmoud-KWH-customers'],
      ['post', '/api/solar-customers/new-month'],
    ] as const) {
      const response = await agent[method](path).send(
        path.endsWith('-customers') ? { name: 'س', ampere: 5 } : {},
      );
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 404,
        body: { message: 'نظام الفوترة غير معروف', code: 'UNKNOWN_BILLING_SYSTEM' },
      });
    }
  });

  it('leaves the fixed routes to their own handlers, whatever the order routes were registered in', async () => {
    // The public registration form posts here, signed out: its own validation answers, not a
    // "pending" system (which would be 401 or 404).
    const refused = await testApp
      .agent()
      .post('/api/pending-customers')
      .send({ name: 'منى', phone: '03123456', address: 'بيروت', meterType: 'meter', ampereRequested: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('عدد الأمبيرات المطلوبة');
    const registered = await testApp
      .agent()
      .post('/api/pending-customers')
      .send({ name: 'سامر', phone: '70123456', address: 'الحمرا', ampereRequested: 5, meterType: 'meter' });
    expect(registered.status).toBe(201);
    await agent.get('/api/ampere-records').expect(200);
    await agent.get('/api/archived-records').expect(200);
    await agent.get('/api/billing-systems').expect(200);
  });

  it('is signed in only', async () => {
    await testApp.agent().get('/api/mahmoud-kwh-customers').expect(401);
    await testApp.agent().get('/api/mahmoud-kwh-archived').expect(401);
  });
});
