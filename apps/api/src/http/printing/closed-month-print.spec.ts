import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { addCustomer } from '../../testing/ampere-test-data';
import { importKwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { PrintInvoiceView } from '../../application/printing/print-invoice';

/**
 * docs/printing.md: a closed month prints again from the monthly archive, as it was at the close,
 * through the one print call of every system (single, box and bulk alike).
 */
describe('printing a closed month (POST /api/print-invoices with closedMonth)', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  const ids: Record<'salma' | 'karim' | 'yousef' | 'late', string> = {
    salma: '',
    karim: '',
    yousef: '',
    late: '',
  };
  /** The invoices as they printed on the day before the close. */
  let ampereBefore: PrintInvoiceView[];
  let meteredBefore: PrintInvoiceView[];

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));
  const print = async (request: object, status = 200) =>
    (await agent.post('/api/print-invoices').send(request).expect(status)).body as PrintInvoiceView[];

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    today(2026, 11, 20);
    ids.salma = (
      await addCustomer(agent, { name: 'سلمى', box: '3', ampere: 3, amperePrice: 15, amountPaid: 20 })
    ).id;
    ids.karim = (await addCustomer(agent, { name: 'كريم', box: '4', ampere: 2, amperePrice: 10 })).id;
    const [yousef] = await importKwhCustomers(agent, 'mahmoud-kwh', [
      {
        name: 'يوسف',
        box: '17',
        address: 'الجبل',
        ampere: 5,
        previousKwh: 100,
        currentKwh: 13_210,
        pricePerKwh: 0.42,
        amountPaid: 100,
      },
    ]);
    ids.yousef = yousef.id;
    ampereBefore = await print({ type: 'ampere', ids: [ids.salma, ids.karim] });
    meteredBefore = await print({ type: 'mahmoud-kwh', ids: [ids.yousef] });
    await agent.post('/api/ampere-records/new-month').send({}).expect(200);
    await agent.post('/api/mahmoud-kwh-customers/new-month').send({}).expect(200);
    // After the close: a newcomer, and a customer who leaves.
    ids.late = (await addCustomer(agent, { name: 'وافد', box: '3', ampere: 1, amperePrice: 10 })).id;
    await agent.delete(`/api/ampere-records/${ids.karim}`).expect(200);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  it('lists the months each system closed, newest first', async () => {
    expect((await agent.get('/api/ampere-closed-months').expect(200)).body).toEqual(['2026-11']);
    expect((await agent.get('/api/mahmoud-kwh-closed-months').expect(200)).body).toEqual(['2026-11']);
    expect((await agent.get('/api/baydawi-kwh-closed-months').expect(200)).body).toEqual([]);
    const unknown = await agent.get('/api/gas-closed-months').expect(404);
    expect(unknown.body.message).toBe('نظام الفوترة غير معروف');
    await testApp.agent().get('/api/ampere-closed-months').expect(401);
  });

  it("prints a metered customer's closed month exactly as it printed before the close", async () => {
    today(2026, 12, 3);
    const live = await print({ type: 'mahmoud-kwh', ids: [ids.yousef] });
    // The live invoice has moved on: last month's due is now the previous balance.
    expect(live[0].statement).toMatchObject({
      monthLabel: 'كانون الأول 2026',
      previousBalance: meteredBefore[0].statement.totalDue,
    });
    const closed = await print({ type: 'mahmoud-kwh', ids: [ids.yousef], closedMonth: '2026-11' });
    expect(closed).toEqual(meteredBefore);
    expect(closed[0].statement).toMatchObject({
      monthLabel: 'تشرين الثاني 2026',
      previousBalance: 0,
      amountPaid: 100,
      readings: expect.objectContaining({ previous: 100, current: 13_210 }),
    });
    expect(closed[0].statement.lines[0]).toMatchObject({ quantity: 13_110, unitPrice: 0.42 });
    expect(closed[0].otherLines.slice(0, 2)).toEqual([
      { label: 'القراءة السابقة', value: '100' },
      { label: 'القراءة الحالية', value: '13,210' },
    ]);
  });

  it('prints the closed month under its own name after the 25th, whatever the 25th rule says of today', async () => {
    today(2026, 12, 27);
    const [closed] = await print({ type: 'mahmoud-kwh', ids: [ids.yousef], closedMonth: '2026-11' });
    expect([closed.statement.monthLabel, closed.statement.invoiceNumber]).toEqual([
      'تشرين الثاني 2026',
      meteredBefore[0].statement.invoiceNumber,
    ]);
  });

  it("prints a box of the closed month with that month's customers, one deleted since included", async () => {
    today(2026, 12, 3);
    const box = await print({ type: 'ampere', boxes: ['4'], closedMonth: '2026-11' });
    expect(box).toEqual(ampereBefore.filter((invoice) => invoice.statement.id === ids.karim));
    // The newcomer of box 3 was not billed in November.
    const three = await print({ type: 'ampere', boxes: ['3'], closedMonth: '2026-11' });
    expect(three.map((invoice) => invoice.statement.name)).toEqual(['سلمى']);
  });

  it('prints every customer the closed month billed when none are named (the bulk print of the month)', async () => {
    today(2026, 12, 3);
    expect(await print({ type: 'ampere', closedMonth: '2026-11' })).toEqual(ampereBefore);
  });

  it('states a closed month in pounds at the rate of its close, the rate changed since (docs/closed-month-rate.md)', async () => {
    today(2026, 12, 3);
    const admin = await testApp.signedInAgent('مدير السعر', 'admin');
    await admin.post('/api/exchange-rate').send({ usdToLbp: 100_000 }).expect(200);
    try {
      const [liveSalma] = await print({ type: 'ampere', ids: [ids.salma] });
      expect(liveSalma.statement.lbp.rate).toBe(100_000);

      const ampere = await print({ type: 'ampere', closedMonth: '2026-11' });
      expect(ampere.map((invoice) => invoice.statement.lbp)).toEqual(
        ampereBefore.map((invoice) => invoice.statement.lbp),
      );
      expect(ampere[0].statement.lbp.rate).toBe(89_500);
      expect(await print({ type: 'mahmoud-kwh', ids: [ids.yousef], closedMonth: '2026-11' })).toEqual(
        meteredBefore,
      );
      // The enhanced print's stored selection prints the closed month through the same call.
      const { id: selectionId } = (
        await agent
          .post('/api/print-selections')
          .send({ type: 'ampere', ids: [ids.salma] })
          .expect(201)
      ).body as { id: string };
      expect(await print({ type: 'ampere', selectionId, closedMonth: '2026-11' })).toEqual(
        ampereBefore.filter((invoice) => invoice.statement.id === ids.salma),
      );

      // The monthly archives page states the month at the same rate.
      const archive = (
        await agent.get('/api/monthly-archives').query({ system: 'ampere', month: '2026-11' }).expect(200)
      ).body as {
        records: { customerNumber: number; statement: { lbp: { rate: number; totalDue: number } } }[];
      };
      const salma = ampereBefore.find((invoice) => invoice.statement.id === ids.salma)!;
      expect(archive.records.map((record) => record.statement.lbp.rate)).toEqual([89_500, 89_500]);
      expect(archive.records.map((record) => record.statement.lbp.totalDue)).toContain(
        salma.statement.lbp.totalDue,
      );
    } finally {
      await admin.post('/api/exchange-rate').send({ usdToLbp: 89_500 }).expect(200);
    }
  });

  it('refuses a customer who had no invoice in the closed month, a month never closed, and a malformed month', async () => {
    today(2026, 12, 3);
    const newcomer = await agent
      .post('/api/print-invoices')
      .send({ type: 'ampere', ids: [ids.salma, ids.late], closedMonth: '2026-11' })
      .expect(400);
    expect(newcomer.body.message).toBe(
      'بعض العملاء المختارين (1) لم تكن لهم فاتورة في شهر تشرين الثاني 2026 المغلق',
    );
    const open = await agent
      .post('/api/print-invoices')
      .send({ type: 'ampere', ids: [ids.salma], closedMonth: '2026-12' })
      .expect(404);
    expect(open.body.message).toBe('شهر كانون الأول 2026 لم يُغلق بعد: لا فواتير له في الأرشيف الشهري');
    const other = await agent
      .post('/api/print-invoices')
      .send({ type: 'baydawi-kwh', closedMonth: '2026-11' })
      .expect(404);
    expect(other.body.message).toMatch(/^شهر تشرين الثاني 2026 لم يُغلق بعد/);
    for (const closedMonth of ['2026-13', 'تشرين', 202611]) {
      const bad = await agent
        .post('/api/print-invoices')
        .send({ type: 'ampere', ids: [ids.salma], closedMonth })
        .expect(400);
      expect(bad.body.message).toBe('الشهر المغلق غير صالح');
    }
  });
});
