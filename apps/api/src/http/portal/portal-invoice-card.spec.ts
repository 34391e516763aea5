import type TestAgent from 'supertest/lib/agent';
import { ExchangeRate, Money, Month } from '@kahraba/billing-domain';
import { AMPERE_TABLES, insertPayment, refreshPaidFromLedger } from '@kahraba/persistence';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Customer {
  id: string;
  customerNumber: number;
  name: string;
  amount: number;
  month: string;
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
        'box',
        'customerNumber',
        'name',
        'payments',
        'paymentsShown',
        'systemName',
        // the statement of account: the month, the charge lines, the tax split, the dues (no id among them)
        'statement',
      ].sort(),
    );
    expect(response.body[0].statement).not.toHaveProperty('id');
    expect(response.body[0].statement).not.toHaveProperty('phone');
    // $111 − $20 = $91 due, at 89,500
    expect(response.body[0].statement).toMatchObject({
      totalDue: 91,
      lbp: expect.objectContaining({ totalDue: 8_144_500 }),
    });
    expect(response.body[0]).toMatchObject({ amount: 111, amountPaid: 20 });
    expect(response.body[0].statement).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2026`,
      month: '2026-11',
      monthLabel: 'تشرين الثاني 2026',
      total: 111,
      base: 100,
      vat: 11,
      amountPaid: 20,
      totalDue: 91,
      // docs/customer-portal.md: the card shows the LBP total too. 111 × 89,500 = 9,934,500; base 8,950,000; VAT 984,500
      lbp: expect.objectContaining({ total: 9_934_500, vat: 984_500, rate: 89_500 }),
    });
  });

  it('gives the pounds at the stored exchange rate', async () => {
    const customer = await addCustomer({ name: 'هدى سعد', ampere: 10, amperePrice: 11.1 });
    const db = testApp.app.get(Database);
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (90000)');
    try {
      const response = await search(visitor, String(customer.customerNumber), 'هدى').expect(200);
      // 111 × 90,000 = 9,990,000; base 9,000,000; VAT 990,000
      expect(response.body[0].statement.lbp).toMatchObject({ total: 9_990_000, vat: 990_000, rate: 90_000 });
    } finally {
      await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (89500)');
    }
  });

  it('is for next month from the 25th on, as single and sheet invoices are', async () => {
    today(2026, 11, 26);
    const customer = await addCustomer({ name: 'سامر عيد' });
    const response = await search(visitor, String(customer.customerNumber), 'سامر').expect(200);
    expect(response.body[0].statement).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2026`,
      month: '2026-12',
      monthLabel: 'كانون الأول 2026',
    });
    today(2026, 12, 26);
    const later = await search(visitor, String(customer.customerNumber), 'سامر').expect(200);
    expect(later.body[0].statement).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2027`,
      monthLabel: 'كانون الثاني 2027',
    });
  });

  it('names the new month after a month close, and December rolls into January of next year', async () => {
    today(2026, 11, 27);
    const customer = await addCustomer({ name: 'جورج نصر' });
    await operator.post('/api/ampere-records/new-month').send({ month: '2026-11' }).expect(200);
    today(2026, 12, 2);
    await operator.post('/api/ampere-records/new-month').send({ month: '2026-12' }).expect(200);

    const response = await search(visitor, String(customer.customerNumber), 'جورج').expect(200);

    expect(response.body[0].statement).toMatchObject({
      invoiceNumber: `INV-${customer.customerNumber}-2027`,
      month: '2027-01',
      monthLabel: 'كانون الثاني 2027',
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
    expect(response.body[0].statement.totalDue).toBe(50 - amountPaid);
    expect(response.body[0].statement.paymentStatus).toBe(status);
  });

  it("shows the previous balance, this month's charges, the total due, the last payment to a guesser and a year of payments to the holder of the invoice", async () => {
    // 20 November: before the 25th, the invoice and the receipts name November.
    today(2026, 11, 20);
    const customer = await addCustomer({ name: 'ليلى منصور', ampere: 10, amperePrice: 5 });
    const db = testApp.app.get(Database);
    const month = Month.parse(customer.month);
    const record = await db.query<{ box: string | null }>('SELECT box FROM ampere_records WHERE id = $1', [
      customer.id,
    ]);
    // 15 dollars left unpaid from last month
    await db.query('UPDATE ampere_records SET arrears = 15 WHERE id = $1', [customer.id]);
    const ledger = (billingMonth: Month, amount: string, receivedAt: string) =>
      db.transaction((tx) =>
        insertPayment(tx, {
          system: 'ampere',
          recordId: customer.id,
          customerNumber: customer.customerNumber,
          customerName: customer.name,
          box: record[0].box,
          billingMonth: billingMonth.toString(),
          amount: Money.parse(amount),
          currency: 'USD',
          amountLbp: null,
          exchangeRate: ExchangeRate.of(89_500),
          method: 'cash',
          note: null,
          source: 'collection',
          receivedAt: new Date(receivedAt),
          receivedBy: 'cli:owner',
          clientId: null,
          batchId: null,
        }),
      );
    // A payment of 11 months ago is shown, one of 12 months ago is not.
    let eleven = month;
    for (let step = 0; step < 11; step += 1) eleven = eleven.previous();
    const old = await ledger(eleven, '7', '2025-12-20T10:00:00Z');
    await ledger(eleven.previous(), '9', '2025-11-20T10:00:00Z');
    await db.transaction((tx) => refreshPaidFromLedger(tx, AMPERE_TABLES, [customer.id]));

    const cash = await operator
      .post(`/api/ampere-records/${customer.id}/payments`)
      .send({ amount: 20, currency: 'USD', method: 'cash', note: 'سلّمها الابن في المحل' })
      .expect(201);
    const pounds = await operator
      .post(`/api/ampere-records/${customer.id}/payments`)
      .send({ amount: 895000, currency: 'LBP', method: 'money_transfer' })
      .expect(201);
    const voided = await operator
      .post(`/api/ampere-records/${customer.id}/payments`)
      .send({ amount: 3, currency: 'USD' })
      .expect(201);
    await operator.post(`/api/payments/${voided.body.id}/void`).send({ reason: 'خطأ' }).expect(200);

    // A number and a first name are easy to guess: the bill and its last payment only.
    const guessed = await search(visitor, String(customer.customerNumber), 'ليلى').expect(200);
    expect(guessed.body[0].paymentsShown).toBe('last');
    expect(guessed.body[0].payments.map((p: { receiptNumber: string }) => p.receiptNumber)).toEqual([
      pounds.body.receiptNumber,
    ]);
    // The printed invoice number (INV-n-YYYY) opens the year of payments.
    const response = await search(visitor, guessed.body[0].statement.invoiceNumber, 'ليلى').expect(200);
    const [invoice] = response.body;
    expect(invoice.paymentsShown).toBe('year');

    // 15 owed before, 50 this month, 20 + 10 paid of it (the void 3 is not): 35 still due
    expect(invoice.statement).toMatchObject({ previousBalance: 15, total: 50, amountPaid: 30, totalDue: 35 });
    expect(invoice.payments).toEqual([
      {
        receiptNumber: pounds.body.receiptNumber,
        billingMonth: customer.month,
        billingMonthLabel: month.label(),
        invoiceMonth: customer.month,
        invoiceMonthLabel: month.label(),
        amount: 10,
        currency: 'LBP',
        amountLbp: 895_000,
        receivedAt: pounds.body.receivedAt,
      },
      {
        receiptNumber: cash.body.receiptNumber,
        billingMonth: customer.month,
        billingMonthLabel: month.label(),
        invoiceMonth: customer.month,
        invoiceMonthLabel: month.label(),
        amount: 20,
        currency: 'USD',
        amountLbp: 1_790_000,
        receivedAt: cash.body.receivedAt,
      },
      {
        receiptNumber: old.receiptNumber,
        billingMonth: eleven.toString(),
        billingMonthLabel: eleven.label(),
        invoiceMonth: eleven.toString(),
        invoiceMonthLabel: eleven.label(),
        amount: 7,
        currency: 'USD',
        amountLbp: 626_500,
        receivedAt: '2025-12-20T10:00:00.000Z',
      },
    ]);
    // The portal is public: never who took the money, nor the note, nor any id.
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('cli:owner');
    expect(text).not.toContain('سلّمها');
    expect(text).not.toContain(customer.id);
    expect(text).not.toContain(cash.body.id);
  });

  it('names for a payment the month its receipt names: paid on the 26th, the next month (docs/payment-month.md)', async () => {
    const customer = await addCustomer({ name: 'سلمى عيسى', ampere: 2, amperePrice: 10 });
    const month = Month.parse(customer.month);
    today(month.year, month.monthNumber, 26);
    const paid = await operator
      .post(`/api/ampere-records/${customer.id}/payments`)
      .send({ amount: 5, currency: 'USD' })
      .expect(201);
    const receipt = await operator.get(`/api/payments/${paid.body.id}`).expect(200);
    expect(receipt.body.invoiceMonthLabel).toBe(month.next().label());

    const card = await search(visitor, receipt.body.invoiceNumber, 'سلمى').expect(200);
    expect(card.body[0].payments).toEqual([
      expect.objectContaining({
        receiptNumber: paid.body.receiptNumber,
        billingMonth: month.toString(),
        invoiceMonth: month.next().toString(),
        invoiceMonthLabel: month.next().label(),
      }),
    ]);
  });

  it('shows no payments and nothing owed before for a new customer', async () => {
    const customer = await addCustomer({ name: 'رامي خليل', ampere: 2, amperePrice: 10 });
    const response = await search(visitor, String(customer.customerNumber), 'رامي').expect(200);
    expect(response.body[0]).toMatchObject({
      statement: expect.objectContaining({ previousBalance: 0, total: 20, totalDue: 20 }),
      payments: [],
    });
  });
});
