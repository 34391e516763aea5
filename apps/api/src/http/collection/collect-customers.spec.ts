import { ExchangeRate, Money, toLbp } from '@kahraba/billing-domain';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { describeApi } from '../../api-document';
import { answerMismatches } from '../../testing/openapi-conformance';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface RosterCustomer {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  phone: string | null;
  amount: number;
  arrears: number;
  amountPaid: number;
  outstandingBalance: number;
  outstandingLbp: number;
  cutOff: { at: string; reason: string } | null;
}

interface Roster {
  system: string;
  month: string;
  exchangeRate: number;
  customers: RosterCustomer[];
}

/** The collector's roster, small enough to keep on a phone and search offline. */
describe('GET /api/collect/customers', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let admin: TestAgent;
  let db: Database;

  const roster = (system: string) => operator.get(`/api/collect/customers?system=${system}`);

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent();
    admin = await testApp.signedInAgent('رامي', 'admin');
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  it('is for signed-in users only', async () => {
    await testApp.agent().get('/api/collect/customers?system=ampere').expect(401);
  });

  it('lists the ampere customers with their balance in dollars and in pounds at the stored rate', async () => {
    const paid = await operator
      .post('/api/ampere-records')
      .send({ name: 'هدى سليمان', box: 'A-4', ampere: 5, amperePrice: 10, amountPaid: 20 })
      .expect(201);
    const owing = await operator
      .post('/api/ampere-records')
      .send({ name: 'كريم عوّاد', box: '7', ampere: 3, amperePrice: 4.5 })
      .expect(201);
    // The arrears and the phone are columns of the ledger's migration (their writers are other calls).
    await db.query(
      `UPDATE ampere_records SET arrears = 12.5, outstanding_balance = outstanding_balance + 12.5,
              phone = '+9613123456' WHERE id = $1`,
      [owing.body.id],
    );

    const response = await roster('ampere').expect(200);
    const answer = response.body as Roster;
    expect(answer.system).toBe('ampere');
    expect(answer.month).toMatch(/^\d{4}-\d{2}$/);
    expect(answer.exchangeRate).toBe(89500);
    expect(answer.customers).toEqual([
      {
        id: paid.body.id,
        customerNumber: paid.body.customerNumber,
        name: 'هدى سليمان',
        box: 'A-4',
        phone: null,
        amount: 50,
        arrears: 0,
        amountPaid: 20,
        outstandingBalance: 30,
        outstandingLbp: 2_685_000,
        cutOff: null,
      },
      {
        id: owing.body.id,
        customerNumber: owing.body.customerNumber,
        name: 'كريم عوّاد',
        box: '7',
        phone: '+9613123456',
        amount: 13.5,
        arrears: 12.5,
        amountPaid: 0,
        outstandingBalance: 26,
        // 26 × 89,500
        outstandingLbp: 2_327_000,
        cutOff: null,
      },
    ]);
    // Served from the list cache (not through the checked send): held to the document here.
    const document = describeApi(testApp.app);
    expect(
      answerMismatches(document, {
        method: 'GET',
        route: '/api/collect/customers',
        status: 200,
        body: answer,
      }),
    ).toEqual([]);
  });

  it('converts to whole pounds half away from zero, a credit as negative pounds', async () => {
    await admin.post('/api/exchange-rate').send({ usdToLbp: 89_999 }).expect(200);
    const credit = await operator
      .post('/api/ampere-records')
      .send({ name: 'سلمى دياب', box: '9', ampere: 1, amperePrice: 0.01, amountPaid: 0.02 })
      .expect(201);
    const cents = await operator
      .post('/api/ampere-records')
      .send({ name: 'وليد شمص', box: '9', ampere: 1, amperePrice: 0.05 })
      .expect(201);
    const answer = (await roster('ampere').expect(200)).body as Roster;
    expect(answer.exchangeRate).toBe(89_999);
    const of = (id: string) => answer.customers.find((customer) => customer.id === id);
    // 0.05 × 89,999 = 4,499.95 → 4,500; −0.01 × 89,999 = −899.99 → −900
    expect(of(cents.body.id)).toMatchObject({ outstandingBalance: 0.05, outstandingLbp: 4_500 });
    expect(of(credit.body.id)).toMatchObject({ outstandingBalance: -0.01, outstandingLbp: -900 });
    await admin.post('/api/exchange-rate').send({ usdToLbp: 89_500 }).expect(200);
  });

  it("lists a metered group's customers with their bill's total as the amount", async () => {
    const customer = await operator
      .post('/api/mahmoud-kwh-customers')
      .send({ name: 'فاطمة الزهراء', box: '12', ampere: 5, previousKwh: 100, currentKwh: 150 })
      .expect(201);
    await operator
      .post('/api/baydawi-kwh-customers')
      .send({ name: 'زبون آخر', box: '3', ampere: 5 })
      .expect(201);

    const answer = (await roster('mahmoud-kwh').expect(200)).body as Roster;
    expect(answer.system).toBe('mahmoud-kwh');
    expect(answer.customers).toEqual([
      {
        id: customer.body.id,
        customerNumber: customer.body.customerNumber,
        name: 'فاطمة الزهراء',
        box: '12',
        phone: null,
        amount: customer.body.totalAmount,
        arrears: 0,
        amountPaid: 0,
        outstandingBalance: customer.body.outstandingBalance,
        outstandingLbp: toLbp(
          Money.parse(customer.body.outstandingBalance),
          ExchangeRate.of(89_500),
        ).toNumber(),
        cutOff: null,
      },
    ]);
    expect(customer.body.totalAmount).toBeGreaterThan(0);
  });

  it('refuses a missing system (400) and an unknown one (404) in Arabic', async () => {
    const missing = await operator.get('/api/collect/customers').expect(400);
    expect(missing.body.message).toContain('يرجى اختيار النظام');
    const unknown = await roster('no-such-kwh').expect(404);
    expect(unknown.body.message).toBe('نظام الفوترة غير معروف');
  });

  it('answers 304 while nothing changed, and afresh after a change of a customer or of the rate', async () => {
    const first = await roster('ampere').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await roster('ampere').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');

    // Another system's roster has its own tag.
    const metered = await roster('mahmoud-kwh').expect(200);
    expect(metered.headers.etag).not.toBe(etag);

    const [someone] = (first.body as Roster).customers;
    await operator.patch(`/api/ampere-records/${someone.id}`).send({ name: 'هدى سليمان الحلو' }).expect(200);
    const edited = await roster('ampere').set('If-None-Match', etag).expect(200);
    expect((edited.body as Roster).customers[0].name).toBe('هدى سليمان الحلو');

    await admin.post('/api/exchange-rate').send({ usdToLbp: 90_000 }).expect(200);
    const repriced = await roster('ampere').set('If-None-Match', edited.headers.etag).expect(200);
    expect((repriced.body as Roster).exchangeRate).toBe(90_000);
    expect((repriced.body as Roster).customers[0].outstandingLbp).toBe(2_700_000);
  });

  it('follows the ledger: a payment (even in pounds) or its void changes the roster and its tag', async () => {
    await admin.post('/api/exchange-rate').send({ usdToLbp: 89_500 }).expect(200);
    const customer = await operator
      .post('/api/mahmoud-kwh-customers')
      .send({ name: 'سامر حداد', box: '5', ampere: 5, previousKwh: 0, currentKwh: 100 })
      .expect(201);
    const before = await roster('mahmoud-kwh').expect(200);
    const owed = (before.body as Roster).customers.find((c) => c.id === customer.body.id)!.outstandingBalance;

    const payment = await operator
      .post(`/api/mahmoud-kwh-customers/${customer.body.id}/payments`)
      .send({ amount: '179,000', currency: 'LBP', method: 'cash', clientId: 'collect-spec-1' })
      .expect(201);
    const after = await roster('mahmoud-kwh').set('If-None-Match', before.headers.etag).expect(200);
    const paid = (after.body as Roster).customers.find((c) => c.id === customer.body.id)!;
    // 179,000 pounds at 89,500 = $2
    expect(paid.amountPaid).toBe(2);
    expect(paid.outstandingBalance).toBe(Money.parse(owed).minus(Money.parse(2)).toNumber());

    await operator
      .post(`/api/payments/${payment.body.id}/void`)
      .send({ reason: 'خطأ في المبلغ' })
      .expect(200);
    const voided = await roster('mahmoud-kwh').set('If-None-Match', after.headers.etag).expect(200);
    expect((voided.body as Roster).customers.find((c) => c.id === customer.body.id)).toMatchObject({
      amountPaid: 0,
      outstandingBalance: owed,
    });
  });
});
