import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { livePaymentAmounts } from '../../testing/ledger-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Handover {
  collectorId: string;
  collectorName: string;
  takenUsd: number;
  takenLbp: number;
  countedUsd: number | null;
  countedLbp: number | null;
  difference: { usd: number; lbp: number } | null;
  recordedBy: string | null;
}

/** The collectors' cash handover over HTTP (docs/handover.md), on a real PostgreSQL. */
describe('the cash handover', () => {
  let testApp: TestApp;
  let db: Database;
  let admin: TestAgent;
  let operator: TestAgent;
  let operatorId: string;
  let collector: TestAgent;
  let collectorId: string;
  let otherCollector: TestAgent;
  let clock: jest.SpyInstance<Date, []>;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    admin = await testApp.signedInAgent('منى', 'admin');
    operator = await testApp.signedInAgent('رانيا', 'operator');
    operatorId = (await operator.get('/api/auth/user').expect(200)).body.id as string;
    collector = await testApp.signedInAgent('سامي', 'collector');
    collectorId = (await collector.get('/api/auth/user').expect(200)).body.id as string;
    otherCollector = await testApp.signedInAgent('جاد', 'collector');
    clock = jest.spyOn(testApp.app.get(Clock), 'now');
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp.close();
  });

  // Noon in Beirut on a day of November (the live month).
  const on = (day: number) => clock.mockReturnValue(new Date(Date.UTC(2026, 10, day, 10, 0)));
  const customer = () => addCustomer(operator, { ampere: 5, amperePrice: 10 });
  const pay = async (agent: TestAgent, body: object) =>
    (
      await agent
        .post(`/api/ampere-records/${(await customer()).id}/payments`)
        .send(body)
        .expect(201)
    ).body as { id: string; recordId: string };
  const listOf = async (day: string) =>
    (await admin.get('/api/handovers').query({ day }).expect(200)).body as Handover[];
  const dayOf = async (day: string, id = collectorId) =>
    (await listOf(day)).find((h) => h.collectorId === id);

  it("lists each collector's day from the ledger, records a count with its difference, and a recount replaces it", async () => {
    on(19);
    await pay(collector, { amount: 3 });
    on(20);
    await pay(collector, { amount: 20 });
    await pay(collector, { amount: 179_000, currency: 'LBP' });
    const voided = await pay(collector, { amount: 9 });
    await collector.post(`/api/payments/${voided.id}/void`).send({ reason: 'خطأ' }).expect(200);
    await pay(otherCollector, { amount: 5 });

    const before = await listOf('2026-11-20');
    expect(before.map((h) => h.collectorName)).toEqual(['جاد الحلبي', 'سامي الحلبي']);
    expect(await dayOf('2026-11-20')).toMatchObject({
      takenUsd: 20,
      takenLbp: 179_000,
      countedUsd: null,
      countedLbp: null,
      difference: null,
      recordedBy: null,
    });
    // The report counts the same day alike.
    const report = await admin
      .get('/api/payments/report')
      .query({ from: '2026-11-20', to: '2026-11-20', by: 'collector' })
      .expect(200);
    expect(report.body.rows).toContainEqual(
      expect.objectContaining({ label: 'سامي الحلبي', usdReceived: 20, lbpReceived: 179_000 }),
    );

    const counted = await admin
      .post('/api/handovers')
      .send({ collectorId, day: '2026-11-20', countedUsd: '١٥', countedLbp: '179,000' })
      .expect(200);
    expect(counted.body).toMatchObject({
      day: '2026-11-20',
      takenUsd: 20,
      takenLbp: 179_000,
      countedUsd: 15,
      countedLbp: 179_000,
      difference: { usd: -5, lbp: 0 },
      recordedBy: 'منى الحلبي',
    });
    expect(await dayOf('2026-11-20')).toMatchObject({ difference: { usd: -5, lbp: 0 } });

    const recounted = await admin
      .post('/api/handovers')
      .send({ collectorId, day: '2026-11-20', countedUsd: 20, countedLbp: 170_000 })
      .expect(200);
    expect(recounted.body).toMatchObject({
      countedUsd: 20,
      countedLbp: 170_000,
      difference: { usd: 0, lbp: -9_000 },
    });
    const audit = await db.query<{ actor: string; details: Record<string, string> }>(
      `SELECT actor, details FROM audit_log WHERE action = 'record-handover' ORDER BY id`,
    );
    expect(audit.at(-1)).toMatchObject({
      details: {
        collectorId,
        day: '2026-11-20',
        countedUsd: '20.00',
        countedLbp: '170000',
        previousCountedUsd: '15.00',
        previousCountedLbp: '179000',
        differenceLbp: '-9000',
      },
    });
    expect(audit.at(-1)!.actor).toContain('admin');
    // The day before keeps its own payment, uncounted.
    expect(await dayOf('2026-11-19')).toMatchObject({ takenUsd: 3, countedUsd: null });
  });

  it('refuses in Arabic, writing nothing: a day to come, a count that is no number, an unknown collector, other roles', async () => {
    on(20);
    const refused = async (agent: TestAgent, body: object, status: number) =>
      (await agent.post('/api/handovers').send(body).expect(status)).body as {
        code: string;
        message: string;
      };
    const count = { collectorId, day: '2026-11-21', countedUsd: 1, countedLbp: 0 };

    expect(await refused(admin, count, 400)).toMatchObject({ code: 'HANDOVER_DAY_IN_FUTURE' });
    expect(await refused(admin, { ...count, day: '2026-11-18', countedUsd: 'عشرة' }, 400)).toEqual({
      code: 'NOT_A_NUMBER',
      message: 'المعدود بالدولار: «عشرة» ليس رقماً صالحاً',
    });
    expect(await refused(admin, { ...count, day: '2026-11-18', countedLbp: '' }, 400)).toMatchObject({
      code: 'NUMBER_REQUIRED',
    });
    expect(
      await refused(
        admin,
        { ...count, day: '2026-11-18', collectorId: '00000000-0000-4000-8000-000000000000' },
        404,
      ),
    ).toMatchObject({ code: 'COLLECTOR_NOT_FOUND' });
    expect(await refused(operator, { ...count, day: '2026-11-18' }, 403)).toMatchObject({
      code: 'ADMIN_ONLY',
    });
    expect(await refused(collector, { ...count, day: '2026-11-18' }, 403)).toMatchObject({
      code: 'FORBIDDEN_FOR_ROLE',
    });
    await operator.get('/api/handovers').expect(403);
    expect((await admin.get('/api/handovers').query({ day: '2026-13-01' }).expect(400)).body).toMatchObject({
      code: 'INVALID_HANDOVER_DAY',
    });
    const [{ count: rows }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM cash_handovers WHERE day = '2026-11-18'`,
    );
    expect(rows).toBe(0);
  });

  it("lets only an administrator void a payment of a counted day, and the count's difference shows it", async () => {
    on(17);
    const first = await pay(collector, { amount: 10 });
    const second = await pay(collector, { amount: 4 });
    await admin
      .post('/api/handovers')
      .send({ collectorId, day: '2026-11-17', countedUsd: 14, countedLbp: 0 })
      .expect(200);

    for (const agent of [collector, operator]) {
      const refused = await agent.post(`/api/payments/${first.id}/void`).send({ reason: 'خطأ' }).expect(403);
      expect(refused.body).toEqual({
        code: 'HANDED_OVER_PAYMENT_ADMIN_ONLY',
        message: 'سُلِّم نقد هذا اليوم للمدير: لا يلغي دفعاته إلا المدير',
      });
    }
    expect(await dayOf('2026-11-17')).toMatchObject({ takenUsd: 14, difference: { usd: 0, lbp: 0 } });

    await admin.post(`/api/payments/${first.id}/void`).send({ reason: 'دفعة مكررة' }).expect(200);
    expect(await dayOf('2026-11-17')).toMatchObject({
      takenUsd: 4,
      countedUsd: 14,
      difference: { usd: 10, lbp: 0 },
    });
    // A day not counted stays the collector's to void.
    on(16);
    const uncounted = await pay(collector, { amount: 2 });
    await collector.post(`/api/payments/${uncounted.id}/void`).send({ reason: 'خطأ' }).expect(200);
    expect(second.id).toBeDefined();
  });

  it("shows the signed-in collector their own day's totals, and nothing of others", async () => {
    on(15);
    await pay(collector, { amount: 6.5 });
    await pay(collector, { amount: 89_500, currency: 'LBP' });
    await pay(otherCollector, { amount: 50 });

    const own = await collector.get('/api/handovers/mine').expect(200);
    expect(own.body).toMatchObject({
      collectorId,
      collectorName: 'سامي الحلبي',
      day: '2026-11-15',
      count: 2,
      takenUsd: 6.5,
      takenLbp: 89_500,
      countedUsd: null,
    });
    const fresh = await testApp.signedInAgent('هادي', 'collector');
    expect((await fresh.get('/api/handovers/mine').expect(200)).body).toMatchObject({
      count: 0,
      takenUsd: 0,
      takenLbp: 0,
    });
    // An earlier day, with its count.
    on(20);
    expect(
      (await collector.get('/api/handovers/mine').query({ day: '2026-11-17' }).expect(200)).body,
    ).toMatchObject({
      takenUsd: 4,
      countedUsd: 14,
    });
  });
  // Every other way of taking back payments (docs/handover.md#voiding-after-the-handover); these run last:
  // mark all unpaid voids every standing payment of the live month.
  const count = (id: string, day: string, countedUsd: number) =>
    admin.post('/api/handovers').send({ collectorId: id, day, countedUsd, countedLbp: 0 }).expect(200);
  const refusedWithoutChange = async (request: () => Promise<{ status: number; body: unknown }>) => {
    const before = await snapshotOfData(db);
    const response = await request();
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'HANDED_OVER_PAYMENT_ADMIN_ONLY',
      message: 'سُلِّم نقد هذا اليوم للمدير: لا يلغي دفعاته إلا المدير',
    });
    expect(await snapshotOfData(db)).toEqual(before);
  };

  it('ticking unpaid or lowering a paid amount of a counted day: refused to an operator, allowed to an administrator', async () => {
    on(10);
    const ticked = (await pay(collector, { amount: 20 })).recordId;
    const lowered = (await pay(collector, { amount: 30 })).recordId;
    await count(collectorId, '2026-11-10', 50);
    on(12);

    await refusedWithoutChange(() => operator.patch(`/api/ampere-records/${ticked}`).send({ isPaid: false }));
    await refusedWithoutChange(() =>
      operator.patch(`/api/ampere-records/${lowered}`).send({ amountPaid: 10 }),
    );
    await refusedWithoutChange(() =>
      operator.patch(`/api/ampere-records/${lowered}`).send({ name: 'اسم آخر', amountPaid: '٠' }),
    );

    const unpaid = await admin.patch(`/api/ampere-records/${ticked}`).send({ isPaid: false }).expect(200);
    expect(unpaid.body).toMatchObject({ amountPaid: 0, isPaid: false });
    const less = await admin.patch(`/api/ampere-records/${lowered}`).send({ amountPaid: 10 }).expect(200);
    expect(less.body).toMatchObject({ amountPaid: 10 });
    expect(await dayOf('2026-11-10')).toMatchObject({
      takenUsd: 0,
      countedUsd: 50,
      difference: { usd: 50, lbp: 0 },
    });

    // Payments of a day not counted stay the operator's to take back.
    await operator.patch(`/api/ampere-records/${lowered}`).send({ amountPaid: 15 }).expect(200);
    await operator.patch(`/api/ampere-records/${lowered}`).send({ amountPaid: 12 }).expect(200);
    expect(await livePaymentAmounts(db, lowered)).toEqual([10, 2]);
  });

  it('mark all unpaid and an undo voiding a counted day: refused to an operator, allowed to an administrator', async () => {
    on(13);
    const customer = (await pay(collector, { amount: 25 })).recordId;
    await count(collectorId, '2026-11-13', 25);

    await refusedWithoutChange(() => operator.patch('/api/ampere-records/mark-all-unpaid'));
    await admin.patch('/api/ampere-records/mark-all-unpaid').expect(200);
    expect(await livePaymentAmounts(db, customer)).toEqual([]);
    expect(await dayOf('2026-11-13')).toMatchObject({ takenUsd: 0, difference: { usd: 25, lbp: 0 } });

    // The operator takes a paid amount at the office by an import; their day is counted; its undo would void it.
    on(14);
    await operator
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'مستوردة', box: '4', ampere: 2, amountPaid: 12 }] })
      .expect(201);
    await count(operatorId, '2026-11-14', 12);
    await refusedWithoutChange(() => operator.delete('/api/ampere-records/undo-last-batch'));
    await admin.delete('/api/ampere-records/undo-last-batch').expect(200);
    expect(await dayOf('2026-11-14', operatorId)).toMatchObject({
      takenUsd: 0,
      difference: { usd: 12, lbp: 0 },
    });
  });
});
