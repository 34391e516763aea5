import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The four summary cards of a metered group; what they count and sum is proven without HTTP in
 * application/oversight/kwh-summary.spec.ts.
 */
describe('GET /api/{system}-customers/summary', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  it('answers the group’s summary on its path', async () => {
    await agent.get('/api/mahmoud-kwh-customers/summary').expect(200, {
      totalCustomers: 0,
      paidCount: 0,
      unpaidCount: 0,
      totalOutstanding: 0,
    });
  });

  it('answers 404 in Arabic for an unknown or flat system, and only to a signed-in user', async () => {
    for (const path of ['/api/solar-customers/summary', '/api/ampere-customers/summary']) {
      await agent
        .get(path)
        .expect(404, { message: 'نظام الفوترة غير معروف', code: 'UNKNOWN_BILLING_SYSTEM' });
    }
    await testApp.agent().get('/api/kwh-customers/summary').expect(401);
  });
});
