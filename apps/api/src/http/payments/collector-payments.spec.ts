import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer } from '../../testing/ampere-test-data';
import { ledgerOf } from '../../testing/ledger-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

const NOT_FOR_YOUR_ROLE = { code: 'FORBIDDEN_FOR_ROLE', message: 'هذه العملية غير مسموحة لدورك' };

/** What a collector may do with payments, against the real PostgreSQL. */
describe('a collector and the payments', () => {
  let testApp: TestApp;
  let db: Database;
  let collector: TestAgent;
  let collectorId: string;
  let otherCollector: TestAgent;
  let operator: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    collector = await testApp.signedInAgent('سامي', 'collector');
    collectorId = (await collector.get('/api/auth/user').expect(200)).body.id as string;
    otherCollector = await testApp.signedInAgent('جاد', 'collector');
    operator = await testApp.signedInAgent('رانيا', 'operator');
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(2026, 10, 20, 10, 0));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp.close();
  });

  const customer = () => addCustomer(operator, { ampere: 5, amperePrice: 10 });
  const pay = (agent: TestAgent, id: string, body: object) =>
    agent.post(`/api/ampere-records/${id}/payments`).send(body);

  it('is refused the back office in Arabic, with a stable code', async () => {
    expect((await collector.get('/api/ampere-records').expect(403)).body).toEqual(NOT_FOR_YOUR_ROLE);
    expect((await collector.patch('/api/ampere-records/mark-all-unpaid').send({}).expect(403)).body).toEqual(
      NOT_FOR_YOUR_ROLE,
    );
  });

  it('records a payment under their own name and voids it in the live month', async () => {
    const { id } = await customer();
    const paid = await pay(collector, id, { amount: 20 }).expect(201);
    const [row] = await db.query<{ userId: string }>(
      'SELECT received_by_user_id AS "userId" FROM payments WHERE id = $1',
      [paid.body.id],
    );
    expect(row.userId).toBe(collectorId);

    const voided = await collector
      .post(`/api/payments/${paid.body.id}/void`)
      .send({ reason: 'مبلغ خاطئ' })
      .expect(200);
    expect(voided.body).toMatchObject({ voidReason: 'مبلغ خاطئ', record: { amountPaid: 0 } });
  });

  it("may not void another user's payment: 403 in Arabic, nothing written", async () => {
    const { id } = await customer();
    const byOperator = await pay(operator, id, { amount: 20 }).expect(201);
    const byOtherCollector = await pay(otherCollector, id, { amount: 5 }).expect(201);
    const before = await ledgerOf(db, id);

    for (const payment of [byOperator.body, byOtherCollector.body] as { id: string }[]) {
      const refused = await collector
        .post(`/api/payments/${payment.id}/void`)
        .send({ reason: 'خطأ' })
        .expect(403);
      expect(refused.body).toEqual({
        code: 'FORBIDDEN_FOR_ROLE',
        message: 'لا يمكن للمحصّل إلغاء إلا الدفعات التي سجّلها بنفسه',
      });
    }
    expect(await ledgerOf(db, id)).toEqual(before);
    // The operator voids any payment, as before.
    await operator.post(`/api/payments/${byOtherCollector.body.id}/void`).send({ reason: 'خطأ' }).expect(200);
  });

  it('records a payment a phone kept for them, and refuses one the phone kept for another user', async () => {
    const { id } = await customer();
    const otherId = (await otherCollector.get('/api/auth/user').expect(200)).body.id as string;
    const refused = await pay(collector, id, { amount: 10, clientId: 'phone-1', takenBy: otherId }).expect(
      403,
    );
    expect(refused.body).toMatchObject({ code: 'PAYMENT_TAKEN_BY_ANOTHER_USER' });
    expect((await ledgerOf(db, id)).payments).toEqual([]);

    await pay(otherCollector, id, { amount: 10, clientId: 'phone-1', takenBy: otherId }).expect(201);
    expect((await ledgerOf(db, id)).payments).toHaveLength(1);
  });

  it('reads a report of their own payments only, without the business’s boxes', async () => {
    await pay(collector, (await customer()).id, { amount: 7 }).expect(201);
    const question = { from: '2026-11-01', to: '2026-11-30', by: 'collector' };
    const own = await collector.get('/api/payments/report').query(question).expect(200);
    const everyone = await operator.get('/api/payments/report').query(question).expect(200);

    expect(own.body.rows.map((row: { label: string }) => row.label)).toEqual(['سامي الحلبي']);
    expect(own.body.totals).toMatchObject({ count: 1, totalUsd: 7 });
    expect(own.body.boxes).toEqual([]);
    expect(everyone.body.rows.length).toBeGreaterThan(1);
    expect(everyone.body.boxes.length).toBeGreaterThan(0);

    const csv = await collector.get('/api/payments/report.csv').query(question).expect(200);
    expect(csv.text).toContain('سامي الحلبي');
    expect(csv.text).not.toContain('رانيا الحلبي');
  });
});
