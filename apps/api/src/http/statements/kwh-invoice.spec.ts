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
      invoiceDate: '2026-11-24',
      officialTariffLine: null,
      ampere: 5,
      pricePerKwh: 0.5,
      statement: expect.objectContaining({
        invoiceNumber: `INV-${customer.customerNumber}-2026`,
        monthLabel: 'تشرين الثاني 2026',
        customerNumber: customer.customerNumber,
        name: 'يوسف',
        box: '17',
        address: 'الجبل',
        phone: null,
        readings: { previous: 100, current: 250, consumption: 150, estimated: false },
        lines: [
          expect.objectContaining({ kind: 'energy', quantity: 150, unitPrice: 0.5, amount: 75 }),
          expect.objectContaining({ kind: 'subscription-fee', amount: 0 }),
        ],
        base: 67.57,
        vat: 7.43,
        total: 75,
        amountPaid: 20,
        previousBalance: 0,
        totalDue: 55,
        isPaid: false,
        lbp: expect.objectContaining({
          // 75 × 89,500 = 6,712,500; ÷ 1.11 = 6,047,297.3 → 6,047,297.
          total: 6_712_500,
          base: 6_047_297,
          vat: 665_203,
          rate: 89_500,
          // docs/business-rules.md#the-statement-of-account: the pounds due, $55 due at 89,500
          totalDue: 4_922_500,
        }),
      }),
    });
  });

  it('is for next month from the 25th on', async () => {
    const customer = await customerOfNovember({ name: 'سلمى', ampere: 1, currentKwh: 1 });
    today(2026, 11, 25);
    const response = await agent.get(`/api/mahmoud-kwh-customers/${customer.id}/invoice`).expect(200);
    expect(response.body.statement.monthLabel).toBe('كانون الأول 2026');
  });

  it('answers 404 for a customer of another group or none, and 400 for an id that is not one', async () => {
    const customer = await customerOfNovember({ name: 'هادي', ampere: 1 });
    await agent.get(`/api/baydawi-kwh-customers/${customer.id}/invoice`).expect(404);
    await agent.get(`/api/mahmoud-kwh-customers/${randomUUID()}/invoice`).expect(404);
    const bad = await agent.get('/api/mahmoud-kwh-customers/abc/invoice').expect(400);
    expect(bad.body.message).toBe('معرّف غير صالح');
  });
});
