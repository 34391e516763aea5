import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** A history month as the answer carries it (the fields this test reads). */
interface Month {
  month: string;
  kind: string;
  ampere: number | null;
  readings: { previous: number; current: number; recorded: { reading: number }[] } | null;
  statement: Record<string, unknown> & { totalDue: number; lbp: { totalDue: number; rate: number } };
  payments: { receiptNumber: string; billingMonth: string; amount: number; voidedAt: string | null }[];
  balance: { usd: number; lbp: number } | null;
}

/**
 * A customer's history (docs/customer-history.md) on a business with history: two months closed for
 * an ampere and a metered customer, a meter read twice in a month, a partial payment, a void, a
 * payment in pounds and a rate change between the months. The months agree with the monthly
 * archive and with the ledger, newest first.
 */
describe('GET …/{id}/history', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let now = new Date('2026-09-10T07:00:00.000Z');
  let ampereId: string;
  let meteredId: string;

  const at = (instant: string) => {
    now = new Date(instant);
  };
  const ok = async (request: PromiseLike<{ status: number; body: unknown; text: string }>, status = 200) => {
    const response = await request;
    if (response.status !== status) throw new Error(`${response.status}: ${response.text}`);
    return response.body as Record<string, unknown>;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    jest.spyOn(testApp.app.get(Clock), 'now').mockImplementation(() => now);
    admin = await testApp.signedInAgent('نبيل', 'admin');
    await ok(admin.post('/api/exchange-rate').send({ usdToLbp: 89_500 }));

    // September: a 5 A subscriber and a metered customer read twice (the second reading corrects).
    ampereId = (
      await ok(
        admin
          .post('/api/ampere-records')
          .send({ name: 'هدى سليمان', box: '7', ampere: 5, phone: '03 123 456' }),
        201,
      )
    ).id as string;
    meteredId = (
      await ok(
        admin.post('/api/mahmoud-kwh-customers').send({
          name: 'وليد المحمود',
          box: '8',
          ampere: 5,
          previousKwh: 1000,
          currentKwh: 1000,
          pricePerKwh: 0.4,
        }),
        201,
      )
    ).id as string;
    const read = (clientId: string, reading: number) =>
      ok(
        admin
          .post(`/api/mahmoud-kwh-customers/${meteredId}/readings`)
          .send({ clientId, takenAt: now.toISOString(), reading, confirmed: true }),
        201,
      );
    await read('round-9:1', 1100);
    await read('round-9:2', 1150);
    const payAmpere = (body: Record<string, unknown>) =>
      ok(admin.post(`/api/ampere-records/${ampereId}/payments`).send(body), 201);
    await payAmpere({ amount: 30 });
    const wrong = await payAmpere({ amount: 20 });
    await ok(admin.post(`/api/payments/${wrong.id as string}/void`).send({ reason: 'سُجّلت مرتين' }));
    at('2026-09-28T07:00:00.000Z');
    await ok(admin.post('/api/ampere-records/new-month').send({}));
    await ok(admin.post('/api/mahmoud-kwh-customers/new-month').send({}));

    // October: the rate moves, a payment in pounds, the meter read once.
    at('2026-10-05T07:00:00.000Z');
    await ok(admin.post('/api/exchange-rate').send({ usdToLbp: 90_000 }));
    await read('round-10:1', 1300);
    await payAmpere({ amount: 900_000, currency: 'LBP' });
    at('2026-10-28T07:00:00.000Z');
    await ok(admin.post('/api/ampere-records/new-month').send({}));
    await ok(admin.post('/api/mahmoud-kwh-customers/new-month').send({}));

    // November, the live month: one payment so far.
    at('2026-11-05T07:00:00.000Z');
    await payAmpere({ amount: 5 });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp.close();
  });

  const historyOf = async (path: string) => (await ok(admin.get(path))).months as Month[];
  /** The statement as the monthly archive shows the customer's row of that month. */
  const archivedStatement = async (system: string, month: string, name: string) => {
    const page = await ok(admin.get('/api/monthly-archives').query({ system, month, q: name }));
    const records = page.records as { statement: Record<string, unknown> }[];
    expect(records).toHaveLength(1);
    return records[0].statement;
  };
  // The archive's statement carries the archive row's id and no phone; the figures are the point.
  const figures = ({ id: _id, phone: _phone, whatsApp: _whatsApp, ...rest }: Record<string, unknown>) => rest;

  it('lists the live month and each closed month newest first, each statement as the monthly archive shows it', async () => {
    const months = await historyOf(`/api/ampere-records/${ampereId}/history`);
    expect(months.map(({ month, kind, ampere }) => [month, kind, ampere])).toEqual([
      ['2026-11', 'live', 5],
      ['2026-10', 'closed', 5],
      ['2026-09', 'closed', 5],
    ]);
    for (const closed of months.slice(1)) {
      expect(figures(closed.statement)).toEqual(
        figures(await archivedStatement('ampere', closed.month, 'هدى سليمان')),
      );
      expect(closed.balance).toEqual({ usd: closed.statement.totalDue, lbp: closed.statement.lbp.totalDue });
    }
    // Each closed month keeps the rate it was stated at; the live month is today's.
    expect(months.map((month) => month.statement.lbp.rate)).toEqual([90_000, 90_000, 89_500]);
    // The live month is the invoice the customer holds now.
    const invoice = await ok(admin.get(`/api/ampere-records/${ampereId}/invoice`));
    expect(months[0].statement).toEqual(invoice.statement);
    expect(months[0].balance?.usd).toBe((invoice.statement as { totalDue: number }).totalDue);
  });

  it("gives each month the ledger's payments of that month, the void one marked, and they add up to its statement's paid", async () => {
    const months = await historyOf(`/api/ampere-records/${ampereId}/history`);
    const ledger = (await ok(
      admin.get(`/api/ampere-records/${ampereId}/payments`),
    )) as unknown as Month['payments'];
    expect(months.flatMap((month) => month.payments)).toEqual(ledger);
    for (const month of months) {
      expect(month.payments.every((payment) => payment.billingMonth === month.month)).toBe(true);
      const standing = month.payments.filter((payment) => payment.voidedAt === null);
      const cents = standing.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
      expect(cents).toBe(Math.round((month.statement.amountPaid as number) * 100));
    }
    const september = months[2];
    expect(september.payments.map((payment) => [payment.amount, payment.voidedAt !== null])).toEqual([
      [20, true],
      [30, false],
    ]);
  });

  it("shows a metered month's start and end readings and both readings of a month read twice", async () => {
    const months = await historyOf(`/api/mahmoud-kwh-customers/${meteredId}/history`);
    expect(months.map(({ month, kind, ampere }) => [month, kind, ampere])).toEqual([
      ['2026-11', 'live', null],
      ['2026-10', 'closed', null],
      ['2026-09', 'closed', null],
    ]);
    const [, october, september] = months;
    expect(september.readings).toMatchObject({
      previous: 1000,
      current: 1150,
      recorded: [{ reading: 1100 }, { reading: 1150 }],
    });
    expect(october.readings).toMatchObject({ previous: 1150, current: 1300, recorded: [{ reading: 1300 }] });
    for (const closed of [october, september]) {
      expect(figures(closed.statement)).toEqual(
        figures(await archivedStatement('mahmoud-kwh', closed.month, 'وليد المحمود')),
      );
    }
  });

  it('answers 404 in Arabic for a customer it does not know, or of another system', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await admin.get(`/api/ampere-records/${unknown}/history`).expect(404);
    expect(missing.body.message).toBe('السجل غير موجود');
    await admin.get(`/api/mahmoud-kwh-customers/${ampereId}/history`).expect(404);
    const system = await admin.get(`/api/nowhere-customers/${meteredId}/history`).expect(404);
    expect(system.body.message).toBe('نظام الفوترة غير معروف');
    await admin.get('/api/ampere-records/not-an-id/history').expect(400);
  });
});
