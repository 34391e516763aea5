import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { startTestApp, type TestApp } from '../testing/test-app';

interface Customer {
  id: string;
  customerNumber: number;
  name: string;
  amount: number;
}

const search = (agent: TestAgent, id: string, name: string) =>
  agent.get('/api/customer-portal/search').query({ id, name });

describe('the customer portal invoice card', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let visitor: TestAgent;

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));

  async function addCustomer(fields: Record<string, unknown>): Promise<Customer> {
    const response = await operator
      .post('/api/ampere-records')
      .send({ box: '7', ampere: 5, force: true, ...fields });
    if (response.status !== 201) throw new Error(`${response.status}: ${response.text}`);
    return response.body as Customer;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent();
    visitor = testApp.agent();
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  it('carries the invoice number, the billing month, the tax split and the balance', async () => {
    // 20 November: the record bills November, and so does the date rule.
    today(2026, 11, 20);
    const customer = await addCustomer({
      name: 'ريما حداد',
      ampere: 10,
      amperePrice: 11.1,
      amountPaid: 20,
    });

    const response = await search(visitor, String(customer.customerNumber), 'ريما').expect(200);

    expect(Object.keys(response.body[0]).sort()).toEqual(
      [
        'address',
        'amount',
        'amountPaid',
        'ampere',
        'baseAmount',
        'box',
        'customerNumber',
        'exchangeRate',
        'invoiceMonth',
        'invoiceMonthLabel',
        'invoiceNumber',
        'name',
        'outstandingBalance',
        'paymentStatus',
        'totalLbp',
        'vatAmount',
        'vatLbp',
      ].sort(),
    );
    expect(response.body[0]).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2026`,
      invoiceMonth: '2026-11',
      invoiceMonthLabel: 'تشرين الثاني 2026',
      amount: 111,
      baseAmount: 100,
      vatAmount: 11,
      amountPaid: 20,
      outstandingBalance: 91,
      // issue 9: the card shows the LBP total too. 111 × 89,500 = 9,934,500; base 8,950,000; VAT 984,500
      totalLbp: 9_934_500,
      vatLbp: 984_500,
      exchangeRate: 89_500,
    });
  });

  it('gives the pounds at the stored exchange rate', async () => {
    const customer = await addCustomer({ name: 'هدى سعد', ampere: 10, amperePrice: 11.1 });
    const db = testApp.app.get(Database);
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (90000)');
    try {
      const response = await search(visitor, String(customer.customerNumber), 'هدى').expect(200);
      // 111 × 90,000 = 9,990,000; base 9,000,000; VAT 990,000
      expect(response.body[0]).toMatchObject({ totalLbp: 9_990_000, vatLbp: 990_000, exchangeRate: 90_000 });
    } finally {
      await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (89500)');
    }
  });

  it('is for next month from the 25th on, as single and sheet invoices are (spec 000 §4)', async () => {
    today(2026, 11, 26);
    const customer = await addCustomer({ name: 'سامر عيد' });
    const response = await search(visitor, String(customer.customerNumber), 'سامر').expect(200);
    expect(response.body[0]).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2026`,
      invoiceMonth: '2026-12',
      invoiceMonthLabel: 'كانون الأول 2026',
    });
    today(2026, 12, 26);
    const later = await search(visitor, String(customer.customerNumber), 'سامر').expect(200);
    expect(later.body[0]).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2027`,
      invoiceMonthLabel: 'كانون الثاني 2027',
    });
  });

  it('names the new month after a month close, and December rolls into January of next year', async () => {
    today(2026, 11, 27);
    const customer = await addCustomer({ name: 'جورج نصر' });
    await operator.post('/api/ampere-records/new-month').send({ month: '2026-11' }).expect(200);
    today(2026, 12, 2);
    await operator.post('/api/ampere-records/new-month').send({ month: '2026-12' }).expect(200);

    const response = await search(visitor, String(customer.customerNumber), 'جورج').expect(200);

    expect(response.body[0]).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2027`,
      invoiceMonth: '2027-01',
      invoiceMonthLabel: 'كانون الثاني 2027',
    });
  });

  it.each([
    ['unpaid', 0, 'unpaid'],
    ['partly paid', 20, 'partial'],
    ['paid in full', 50, 'paid'],
    ['overpaid', 60, 'paid'],
  ])('tells a customer who %s', async (_case, amountPaid, status) => {
    const customer = await addCustomer({ name: 'هاني سعد', amperePrice: 10, amountPaid });

    const response = await search(visitor, `#${customer.customerNumber}`, 'هاني').expect(200);

    expect(response.body[0].amount).toBe(50);
    expect(response.body[0].outstandingBalance).toBe(50 - amountPaid);
    expect(response.body[0].paymentStatus).toBe(status);
  });
});
