import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import type { StatementView } from '../../application/statements/statement.view';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * docs/cut-off.md over HTTP: the paths of the flat system and of a metered group, who may, the 409s, a
 * bad fee, the audit with the amount due, not billed across a close, and the fee on the next statement
 * (kept in the monthly archive, billed once, taken back by undo).
 */
describe('cut-off and reconnection', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let operator: TestAgent;
  let collector: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await testApp.signedInAgent('هلا', 'admin');
    operator = await testApp.signedInAgent('رامي', 'operator');
    collector = await testApp.signedInAgent('سامي', 'collector');
  });
  afterAll(() => testApp.close());

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(Date.UTC(year, month - 1, day, 8, 0)));

  const kinds = (statement: StatementView) => statement.lines.map((line) => line.kind);

  async function auditDetails(action: string): Promise<Record<string, unknown>[]> {
    const log = await admin.get('/api/audit-log').query({ action }).expect(200);
    return (log.body.entries as { details: Record<string, unknown> }[]).map((entry) => entry.details);
  }

  it('cuts off and reconnects a flat customer: not billed across a close, the fee one line of the next statement', async () => {
    today(2026, 11, 20);
    const created = await admin
      .post('/api/ampere-records')
      .send({ name: 'حسين', ampere: 5, amperePrice: 15 });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const path = `/api/ampere-records/${id}`;

    expect((await operator.get('/api/cut-off-settings').expect(200)).body.mayCutOff).toBe(false);
    const operatorRefused = await operator.post(`${path}/cut-off`).send({ reason: 'لم يدفع' }).expect(403);
    expect(operatorRefused.body.code).toBe('CUT_OFF_NOT_ALLOWED');
    expect(operatorRefused.body.message).toMatch(/الإعدادات/);
    expect((await collector.post(`${path}/cut-off`).send({ reason: 'لم يدفع' }).expect(403)).body.code).toBe(
      'FORBIDDEN_FOR_ROLE',
    );
    const noReason = await admin.post(`${path}/cut-off`).send({ reason: '  ' }).expect(400);
    expect(noReason.body.message).toBe('يرجى كتابة سبب القطع');

    const cut = await admin.post(`${path}/cut-off`).send({ reason: 'ثلاثة أشهر دون دفع' }).expect(200);
    expect(cut.body.cutOff).toEqual({ at: '2026-11-20T08:00:00.000Z', reason: 'ثلاثة أشهر دون دفع' });
    // The month they are cut off in stays billed.
    expect(cut.body.statement.total).toBe(75);
    expect(cut.body.statement.cutOff.reason).toBe('ثلاثة أشهر دون دفع');
    const again = await admin.post(`${path}/cut-off`).send({ reason: 'مرة ثانية' }).expect(409);
    expect(again.body).toMatchObject({ code: 'CUSTOMER_ALREADY_CUT_OFF', message: 'المشترك مقطوع مسبقاً' });
    const [row] = (await admin.get('/api/ampere-records').expect(200)).body as { cutOff: unknown }[];
    expect(row.cutOff).toEqual(cut.body.cutOff);
    expect((await auditDetails('cut-off-customer'))[0]).toMatchObject({
      customerId: id,
      reason: 'ثلاثة أشهر دون دفع',
      amountDue: 75,
      amountDueLbp: 6_712_500,
    });

    today(2026, 11, 30);
    await admin.post('/api/ampere-records/new-month').send({}).expect(200);
    today(2026, 12, 2);
    const unbilled = (await admin.get(`${path}/invoice`).expect(200)).body.statement as StatementView;
    expect(unbilled.lines).toEqual([]);
    expect(unbilled).toMatchObject({ month: '2026-12', total: 0, previousBalance: 75, totalDue: 75 });
    expect(unbilled.cutOff?.reason).toBe('ثلاثة أشهر دون دفع');

    const notANumber = await admin.post(`${path}/reconnect`).send({ feeUsd: 'عشرة' }).expect(400);
    expect(notANumber.body.message).toContain('رسم إعادة الوصل بالدولار');
    expect((await admin.post(`${path}/reconnect`).send({ feeUsd: '-5' }).expect(400)).body.code).toBe(
      'FEE_NEGATIVE',
    );
    expect((await admin.post(`${path}/reconnect`).send({ feeUsd: 5, feeLbp: 1 }).expect(400)).body.code).toBe(
      'FEE_TWO_CURRENCIES',
    );

    const reconnected = await admin.post(`${path}/reconnect`).send({ feeUsd: '١٠' }).expect(200);
    expect(reconnected.body.cutOff).toBeNull();
    const statement = reconnected.body.statement as StatementView;
    expect(kinds(statement)).toEqual(['ampere', 'reconnection-fee']);
    expect(statement.lines[1]).toMatchObject({ amount: 10, quantity: null, unitPriceCurrency: 'USD' });
    expect(statement).toMatchObject({ total: 85, previousBalance: 75, totalDue: 160 });
    const [live] = (await admin.get('/api/ampere-records').expect(200)).body as {
      amount: number;
      cutOff: unknown;
    }[];
    expect(live).toMatchObject({ amount: 85, cutOff: null });
    const twice = await admin.post(`${path}/reconnect`).send({}).expect(409);
    expect(twice.body.code).toBe('CUSTOMER_NOT_CUT_OFF');
    expect((await auditDetails('reconnect-customer'))[0]).toMatchObject({ feeUsd: 10, amountDue: 75 });

    // The fee is billed once: kept in December's archive, gone from January's statement.
    today(2026, 12, 31);
    await admin.post('/api/ampere-records/new-month').send({}).expect(200);
    const archive = await admin.get('/api/monthly-archives').query({ month: '2026-12', system: 'ampere' });
    const archived = archive.body.records[0].statement as StatementView;
    expect(kinds(archived)).toEqual(['ampere', 'reconnection-fee']);
    expect(archived.total).toBe(85);
    today(2027, 1, 3);
    const january = (await admin.get(`${path}/invoice`).expect(200)).body.statement as StatementView;
    expect(kinds(january)).toEqual(['ampere']);
    expect(january).toMatchObject({ total: 75, previousBalance: 160, totalDue: 235 });
  });

  it('lets operators when the owner allows it, for a metered group; a fee in pounds stays pounds; undo takes it back', async () => {
    today(2026, 11, 20);
    await admin.put('/api/cut-off-settings').send({ operatorsMayCutOff: true }).expect(200);
    expect((await operator.get('/api/cut-off-settings').expect(200)).body).toEqual({
      operatorsMayCutOff: true,
      mayCutOff: true,
    });
    await operator.put('/api/cut-off-settings').send({ operatorsMayCutOff: false }).expect(403);

    const created = await operator
      .post('/api/mahmoud-kwh-customers')
      .send({ name: 'سمير', ampere: 5, previousKwh: 100, currentKwh: 150 })
      .expect(201);
    const id = created.body.id as string;
    const path = `/api/mahmoud-kwh-customers/${id}`;
    await operator.post(`${path}/cut-off`).send({ reason: 'سرقة كهرباء' }).expect(200);
    await operator.post(`/api/baydawi-kwh-customers/${id}/cut-off`).send({ reason: 'x' }).expect(404);

    today(2026, 11, 30);
    await operator.post('/api/mahmoud-kwh-customers/new-month').send({}).expect(200);
    today(2026, 12, 2);
    const unbilled = (await operator.get(`${path}/invoice`).expect(200)).body.statement as StatementView;
    expect(unbilled.lines).toEqual([]);
    expect(unbilled.total).toBe(0);
    expect(unbilled.totalDue).toBe(unbilled.previousBalance);
    const [row] = (await operator.get('/api/mahmoud-kwh-customers').expect(200)).body as {
      totalAmount: number;
      cutOff: { reason: string } | null;
    }[];
    expect(row).toMatchObject({ totalAmount: 0, cutOff: { reason: 'سرقة كهرباء' } });

    const reconnected = await operator.post(`${path}/reconnect`).send({ feeLbp: '895,000' }).expect(200);
    const statement = reconnected.body.statement as StatementView;
    const fee = statement.lines.find((line) => line.kind === 'reconnection-fee');
    expect(fee).toMatchObject({
      amountLbp: 895_000,
      unitPrice: 895_000,
      unitPriceCurrency: 'LBP',
      amount: 10,
    });
    expect(kinds(statement)).toEqual(['energy', 'subscription-fee', 'reconnection-fee']);
    const [billed] = (await operator.get('/api/mahmoud-kwh-customers').expect(200)).body as {
      totalAmount: number;
    }[];
    expect(billed.totalAmount).toBe(statement.total);

    const described = await operator.get('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
    expect(described.body.kind).toBe('reconnect');
    await operator
      .delete('/api/mahmoud-kwh-customers/undo-last-batch')
      .query({ batchId: described.body.batchId })
      .expect(200);
    const undone = (await operator.get(`${path}/invoice`).expect(200)).body.statement as StatementView;
    expect(undone.lines).toEqual([]);
    expect(undone.cutOff?.reason).toBe('سرقة كهرباء');
  });
});
