import type TestAgent from 'supertest/lib/agent';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { importKwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/{system}-customers/{id}/invoice', () => {
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

  /** A customer whose billing month is November 2026, whatever today's date. */
  async function customerOfNovember(fields: Record<string, unknown>) {
    const [customer] = await importKwhCustomers(agent, 'mahmoud-kwh', [fields]);
    await db.query(`UPDATE kwh_customers SET month = '2026-11' WHERE id = $1`, [customer.id]);
    return customer;
  }

  it('answers the invoice: number, month, meter lines, amounts in USD and LBP, and what is left to pay', async () => {
    const customer = await customerOfNovember({
      name: 'يوسف',
      box: '17',
      address: 'الجبل',
      ampere: 5,
      previousKwh: 100,
      currentKwh: 250,
      pricePerKwh: 0.5,
      amountPaid: 20,
    });
    today(2026, 11, 24);
    const response = await agent.get(`/api/mahmoud-kwh-customers/${customer.id}/invoice`).expect(200);
    expect(response.body).toEqual({
      companyInfo: expect.objectContaining({ name: expect.any(String) }),
      invoiceNumber: `INV-${customer.customerNumber}-2026`,
      invoiceDate: '2026-11-24',
      monthLabel: 'تشرين الثاني 2026',
      customerNumber: customer.customerNumber,
      name: 'يوسف',
      box: '17',
      address: 'الجبل',
      ampere: 5,
      previousKwh: 100,
      currentKwh: 250,
      consumption: 150,
      pricePerKwh: 0.5,
      energyAmount: 75,
      subscriptionFee: 0,
      baseAmount: 67.57,
      vatAmount: 7.43,
      totalAmount: 75,
      // 75 × 89,500 = 6,712,500; ÷ 1.11 = 6,047,297.3 → 6,047,297.
      totalAmountLbp: 6_712_500,
      baseAmountLbp: 6_047_297,
      vatAmountLbp: 665_203,
      exchangeRateUsed: 89_500,
      // The names every invoice answer carries, the same stored values.
      totalLbp: 6_712_500,
      vatLbp: 665_203,
      exchangeRate: 89_500,
      amountPaid: 20,
      previousBalance: 0,
      remainingAmount: 55,
      totalDue: 55,
      // $55 due at 89,500
      totalDueLbp: 4_922_500,
      isPaid: false,
      phone: null,
      statement: expect.objectContaining({
        readings: { previous: 100, current: 250, consumption: 150, estimated: false },
        totalDue: 55,
        monthLabel: 'تشرين الثاني 2026',
      }),
    });
  });

  it('is for next month from the 25th on', async () => {
    const customer = await customerOfNovember({ name: 'سلمى', ampere: 1, currentKwh: 1 });
    today(2026, 11, 25);
    const response = await agent.get(`/api/mahmoud-kwh-customers/${customer.id}/invoice`).expect(200);
    expect(response.body.monthLabel).toBe('كانون الأول 2026');
  });

  it('answers 404 for a customer of another group or none, and 400 for an id that is not one', async () => {
    const customer = await customerOfNovember({ name: 'هادي', ampere: 1 });
    await agent.get(`/api/baydawi-kwh-customers/${customer.id}/invoice`).expect(404);
    await agent.get(`/api/mahmoud-kwh-customers/${randomUUID()}/invoice`).expect(404);
    const bad = await agent.get('/api/mahmoud-kwh-customers/abc/invoice').expect(400);
    expect(bad.body.message).toBe('معرّف غير صالح');
  });
});
