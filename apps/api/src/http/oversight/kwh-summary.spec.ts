import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** The four summary cards of a metered group, computed by the server. */
describe('GET /api/{system}-customers/summary', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  let counter = 0;
  /** A bill of 28.00 USD (50 kWh at 0.5 + a 3 USD fee), with this much paid. */
  const add = async (system: string, amountPaid: string) => {
    counter += 1;
    const response = await agent
      .post(`/api/${system}-customers`)
      .send({
        name: `زبون ${counter}`,
        box: String(counter),
        ampere: 5,
        ampereSubscriptionFee: '3',
        previousKwh: 100,
        currentKwh: 150,
        pricePerKwh: '0.5',
        amountPaid,
      })
      .expect(201);
    return response.body as { outstandingBalance: number; isPaid: boolean };
  };

  it('counts the group’s customers and sums what is owed exactly, leaving credits and other groups out', async () => {
    await agent.get('/api/mahmoud-kwh-customers/summary').expect(200, {
      totalCustomers: 0,
      paidCount: 0,
      unpaidCount: 0,
      totalOutstanding: 0,
    });

    const balances = [];
    for (const paid of ['0', '10.1', '28', '30', '27.8']) balances.push(await add('mahmoud-kwh', paid));
    expect(balances.map((b) => [b.outstandingBalance, b.isPaid])).toEqual([
      [28, false],
      [17.9, false],
      [0, true],
      [-2, true],
      [0.2, false],
    ]);
    // Another group's customers are not this group's.
    await add('baydawi-kwh', '0');
    await add('baydawi-kwh', '1.23');

    await agent.get('/api/mahmoud-kwh-customers/summary').expect(200, {
      totalCustomers: 5,
      paidCount: 2,
      unpaidCount: 3,
      totalOutstanding: 46.1,
    });
    await agent.get('/api/baydawi-kwh-customers/summary').expect(200, {
      totalCustomers: 2,
      paidCount: 0,
      unpaidCount: 2,
      totalOutstanding: 54.77,
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
