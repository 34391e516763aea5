import type TestAgent from 'supertest/lib/agent';
import {
  createKwhCustomer,
  ExchangeRate,
  type KwhCustomerInput,
  MeteredGroupPrice,
} from '@kahraba/billing-domain';
import { insertKwhRows, kwhRowOf, kwhTablesOf, startNextKwhMonthRows } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

const CONTEXT = {
  pricing: new Map(),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};
const SYSTEM = 'mahmoud-kwh';
const TAKEN_AT = '2026-11-26T08:00:00.000Z';

/** The reading round over HTTP, against the real PostgreSQL. */
describe('the reading round of a metered group', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let reader: TestAgent;
  let db: Database;
  let nextNumber = 2000;
  let nextClientId = 0;

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent('رانيا', 'operator');
    // A second operator walks the round (a collector only collects; docs/operator-guide.md#roles).
    reader = await testApp.signedInAgent('سامي', 'operator');
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM kwh_monthly_archives');
    await db.query('DELETE FROM kwh_customers');
    await db.query('DELETE FROM meter_readings');
  });

  async function addCustomer(
    fields: KwhCustomerInput & { displayRank?: number },
    system = SYSTEM,
  ): Promise<string> {
    nextNumber += 1;
    const customer = createKwhCustomer(
      { ampere: 5, pricePerKwh: '0.5', ampereSubscriptionFee: 10, ...fields },
      CONTEXT,
    );
    const month = (await db.query<{ month: string }>("SELECT to_char(now(), 'YYYY-MM') AS month"))[0].month;
    const row = kwhRowOf(customer, {
      customerNumber: nextNumber,
      month,
      displayRank: fields.displayRank ?? null,
    });
    const [id] = await insertKwhRows(db, kwhTablesOf(system), [row], null);
    return id;
  }

  /** Closed months of the customer, oldest first, each consuming the given kWh. */
  async function history(id: string, consumptions: number[]) {
    for (const [index, consumption] of consumptions.entries()) {
      await db.query(
        `INSERT INTO kwh_monthly_archives (system, original_id, customer_number, name, box, address, ampere,
           ampere_subscription_fee, previous_kwh, current_kwh, consumption, price_per_kwh, insurance,
           subscription_fee, total_amount, amount_paid, outstanding_balance, is_paid, exchange_rate_used,
           base_amount_lbp, tva_amount_lbp, total_amount_lbp, month, created_at, archive_reason)
         SELECT system, id, customer_number, name, box, address, ampere, ampere_subscription_fee, 0, $3, $3,
           price_per_kwh, insurance, subscription_fee, total_amount, amount_paid, outstanding_balance, is_paid,
           exchange_rate_used, base_amount_lbp, tva_amount_lbp, total_amount_lbp, $4, created_at, 'new_month'
         FROM kwh_customers WHERE system = $1 AND id = $2`,
        [SYSTEM, id, consumption, `2020-${String(index + 1).padStart(2, '0')}`],
      );
    }
  }

  const read = (agent: TestAgent, id: string, body: object, system = SYSTEM) =>
    agent
      .post(`/api/${system}-customers/${id}/readings`)
      .send({ clientId: `c-${(nextClientId += 1)}`, takenAt: TAKEN_AT, ...body });

  const storedReadings = async (id: string) =>
    (
      await db.query<{ previous: string; current: string }>(
        'SELECT previous_kwh::float8::text AS previous, current_kwh::float8::text AS current FROM kwh_customers WHERE id = $1',
        [id],
      )
    )[0];

  it("applies a reading and answers the customer's new bill; the same client id again answers it once more, nothing written twice", async () => {
    const id = await addCustomer({ name: 'سمير', box: '5', previousKwh: 1000 });
    const body = { clientId: 'phone-1:1', reading: '١١٠٠', previousReading: 1000, takenAt: TAKEN_AT };
    const first = await operator.post(`/api/${SYSTEM}-customers/${id}/readings`).send(body).expect(201);
    expect(first.body).toMatchObject({
      kind: 'actual',
      previousReading: 1000,
      reading: 1100,
      consumption: 100,
      statement: {
        readings: { previous: 1000, current: 1100, consumption: 100, estimated: false },
        total: 60,
      },
    });
    const again = await operator.post(`/api/${SYSTEM}-customers/${id}/readings`).send(body).expect(200);
    expect(again.body).toEqual(first.body);
    const [log] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM meter_readings');
    expect(log.count).toBe(1);
    const audit = await db.query<{ actor: string; user_id: string | null }>(
      "SELECT actor, user_id FROM audit_log WHERE action = 'record-meter-reading'",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].actor).toMatch(/^operator\d+@example\.com$/);
    expect(audit[0].user_id).not.toBeNull();
  });

  it('refuses a reading below the previous one in Arabic, and takes it when the meter was replaced', async () => {
    const id = await addCustomer({ name: 'هلا', box: '5', previousKwh: 1000 });
    expect((await read(operator, id, { reading: 40 }).expect(400)).body).toEqual({
      code: 'READING_BELOW_PREVIOUS',
      message: 'القراءة الجديدة (40) أقل من القراءة التي تسبقها (1000)',
    });
    const replaced = await read(operator, id, {
      reading: 40,
      replacedMeter: { finalReading: 1080, newStartReading: 5 },
    }).expect(201);
    expect(replaced.body.consumption).toBe(115);
    expect(replaced.body.statement.readings).toEqual({
      previous: 1000,
      current: 40,
      consumption: 115,
      estimated: false,
      replacedMeter: { finalReading: 1080, newStartReading: 5 },
    });
  });

  it('asks the reader to confirm zero after usage or above 3× the average, and takes it confirmed', async () => {
    const id = await addCustomer({ name: 'جاد', box: '6', previousKwh: 1000 });
    await history(id, [100, 100, 100]);
    const refused = await read(operator, id, { reading: 1000 }).expect(400);
    expect(refused.body.code).toBe('READING_ZERO_AFTER_USAGE');
    expect(refused.body.message).toContain('الاستهلاك صفر');
    expect((await read(operator, id, { reading: 1400 }).expect(400)).body.code).toBe('READING_ABOVE_AVERAGE');
    const confirmed = await read(operator, id, { reading: 1400, confirmed: true }).expect(201);
    expect(confirmed.body).toMatchObject({ consumption: 400, confirmedWarning: 'READING_ABOVE_AVERAGE' });
  });

  it("estimates a meter that could not be read, marks it on the bill, and next month's actual reading trues it up (a credit when lower)", async () => {
    const id = await addCustomer({ name: 'ليلى', box: '7', previousKwh: 1000 });
    await history(id, [90, 100, 110]);
    const estimated = await read(reader, id, { unreadReason: 'البوابة مقفلة' }).expect(201);
    expect(estimated.body).toMatchObject({ kind: 'estimated', reading: 1100, consumption: 100 });
    expect(estimated.body.statement.readings).toMatchObject({ current: 1100, estimated: true });
    expect(estimated.body.statement.total).toBe(60);

    await startNextKwhMonthRows(db, kwhTablesOf(SYSTEM), '2099-01');
    const trued = await read(reader, id, { reading: 1080, previousReading: 1100 }).expect(201);
    expect(trued.body).toMatchObject({
      kind: 'actual',
      previousReading: 1100,
      consumption: 0,
      creditKwh: 20,
    });
    expect(trued.body.statement.lines).toContainEqual(
      expect.objectContaining({ kind: 'estimate-credit', quantity: 20, amount: -10 }),
    );
    expect(trued.body.statement.total).toBe(0);
  });

  it('estimates nothing without history: nothing billed, the meter marked unread', async () => {
    const id = await addCustomer({ name: 'نادر', box: '7', previousKwh: 500 });
    const unread = await read(operator, id, { unreadReason: 'لا أحد في البيت' }).expect(201);
    expect(unread.body).toMatchObject({ kind: 'unread', reading: 0, consumption: 0 });
    const round = await operator.get(`/api/${SYSTEM}-customers/reading-round?boxes=7`).expect(200);
    expect(round.body.customers).toEqual([
      expect.objectContaining({ id, status: 'unread', unreadReason: 'لا أحد في البيت', reading: null }),
    ]);
  });

  it('answers 409 in Arabic for a previous reading the office changed since the round began, never overwriting it', async () => {
    const id = await addCustomer({ name: 'سعاد', box: '8', previousKwh: 1000 });
    await operator.patch(`/api/${SYSTEM}-customers/${id}`).send({ previousKwh: 1020 }).expect(200);
    const conflict = await read(reader, id, { reading: 1100, previousReading: 1000 }).expect(409);
    expect(conflict.body).toEqual({
      code: 'READING_CHANGED_SINCE_ROUND',
      message: 'تغيّرت قراءة هذا العداد في المكتب بعد بدء الجولة: القراءة السابقة الآن 1020 وليست 1000',
    });
    expect(await storedReadings(id)).toEqual({ previous: '1020', current: '0' });
  });

  it("shows the reader the office's reading of this month before replacing it", async () => {
    const id = await addCustomer({ name: 'سعاد', box: '8', previousKwh: 1000 });
    await operator.patch(`/api/${SYSTEM}-customers/${id}`).send({ currentKwh: 1050 }).expect(200);
    const refused = await read(reader, id, { reading: 1100, previousReading: 1000 }).expect(400);
    expect(refused.body).toEqual({
      code: 'READING_CORRECTS_THIS_MONTH',
      message: 'قُرئ هذا الشهر: 1050؛ القراءة الجديدة تحلّ محلها',
    });
    expect(await storedReadings(id)).toEqual({ previous: '1000', current: '1050' });
  });

  it('lists the boxes asked for in walking order and each box’s progress for the live month', async () => {
    const b10 = await addCustomer({ name: 'ب', box: '10', previousKwh: 10 });
    const a2 = await addCustomer({ name: 'أ', box: '2', previousKwh: 20, displayRank: 2 });
    const a1 = await addCustomer({ name: 'ج', box: '2', previousKwh: 30, displayRank: 1 });
    await read(reader, a1, { reading: 35 }).expect(201);
    const round = await reader.get(`/api/${SYSTEM}-customers/reading-round?boxes=2,10`).expect(200);
    expect(round.body.customers.map((customer: { id: string }) => customer.id)).toEqual([a1, a2, b10]);
    expect(round.body.customers[0]).toMatchObject({ status: 'read', reading: 35, previousReading: 30 });
    expect(round.body.customers[1]).toMatchObject({ status: 'left', previousReading: 20, lastMonths: [] });
    expect(round.body.boxes).toEqual([
      { box: '2', total: 2, read: 1, estimated: 0, unread: 0, left: 1 },
      { box: '10', total: 1, read: 0, estimated: 0, unread: 0, left: 1 },
    ]);
    const progressOnly = await operator.get(`/api/${SYSTEM}-customers/reading-round`).expect(200);
    expect(progressOnly.body.customers).toEqual([]);
  });

  it('walks the boxes in the order every list and print uses (compareBoxes): whole numbers, then "10a"', async () => {
    const in10a = await addCustomer({ name: 'د', box: '10a', previousKwh: 10 });
    const in11 = await addCustomer({ name: 'ه', box: '11', previousKwh: 10 });
    const in10 = await addCustomer({ name: 'و', box: '10', previousKwh: 10 });
    const round = await reader.get(`/api/${SYSTEM}-customers/reading-round?boxes=10,10a,11`).expect(200);
    expect(round.body.customers.map((customer: { id: string }) => customer.id)).toEqual([in10, in11, in10a]);
    expect(round.body.boxes.map((box: { box: string }) => box.box)).toEqual(['10', '11', '10a']);
  });

  it('refuses a missing reason or reading, and a client id used for another customer', async () => {
    const id = await addCustomer({ name: 'رامي', box: '9', previousKwh: 0 });
    const other = await addCustomer({ name: 'ريم', box: '9', previousKwh: 0 });
    expect((await read(operator, id, {}).expect(400)).body.code).toBe('READING_OR_REASON_REQUIRED');
    await operator
      .post(`/api/${SYSTEM}-customers/${id}/readings`)
      .send({ clientId: 'same', reading: 5, takenAt: TAKEN_AT })
      .expect(201);
    const reused = await operator
      .post(`/api/${SYSTEM}-customers/${other}/readings`)
      .send({ clientId: 'same', reading: 5, takenAt: TAKEN_AT })
      .expect(409);
    expect(reused.body.code).toBe('READING_CLIENT_ID_REUSED');
  });

  // docs/readings-in-a-month.md: a second reading in a month is a correction, in every metered group.
  it.each(['mahmoud-kwh', 'kwh'])(
    "takes a second reading in a month as a correction once confirmed: 200 then 250 bills 150 kWh, the month's start stays (%s)",
    async (system) => {
      const id = await addCustomer({ name: 'سمير', box: '5', previousKwh: 100 }, system);
      await read(reader, id, { reading: 200, previousReading: 100 }, system).expect(201);
      const unconfirmed = await read(reader, id, { reading: 250, previousReading: 100 }, system).expect(400);
      expect(unconfirmed.body).toEqual({
        code: 'READING_CORRECTS_THIS_MONTH',
        message: 'قُرئ هذا الشهر: 200؛ القراءة الجديدة تحلّ محلها',
      });
      expect(await storedReadings(id)).toEqual({ previous: '100', current: '200' });
      const corrected = await read(
        reader,
        id,
        { reading: 250, previousReading: 100, confirmed: true },
        system,
      ).expect(201);
      expect(corrected.body).toMatchObject({
        kind: 'actual',
        previousReading: 100,
        reading: 250,
        consumption: 150,
        correctedReading: 200,
        confirmedWarning: 'READING_CORRECTS_THIS_MONTH',
        statement: { readings: { previous: 100, current: 250, consumption: 150 }, total: 75 + 10 },
      });
      const round = await reader.get(`/api/${system}-customers/reading-round?boxes=5`).expect(200);
      expect(round.body.customers).toEqual([
        expect.objectContaining({ id, status: 'read', previousReading: 100, reading: 250 }),
      ]);
    },
  );

  it('bills 190 kWh for a meter replaced after this month’s reading (old 100 → 260, new 0 → 30)', async () => {
    const id = await addCustomer({ name: 'رنا', box: '5', previousKwh: 100 });
    await read(reader, id, { reading: 200 }).expect(201);
    const replaced = await read(reader, id, {
      reading: 30,
      replacedMeter: { finalReading: 260, newStartReading: 0 },
      confirmed: true,
    }).expect(201);
    expect(replaced.body).toMatchObject({ previousReading: 100, consumption: 190, correctedReading: 200 });
    expect(replaced.body.statement.readings).toMatchObject({ previous: 100, current: 30, consumption: 190 });
    // A correction of the new meter keeps the replacement on file.
    const again = await read(reader, id, { reading: 40, confirmed: true }).expect(201);
    expect(again.body.statement.readings).toEqual({
      previous: 100,
      current: 40,
      consumption: 200,
      estimated: false,
      replacedMeter: { finalReading: 260, newStartReading: 0 },
    });
  });

  it('refuses a correction below the month’s start and "could not read" for a meter read this month, writing nothing', async () => {
    const id = await addCustomer({ name: 'وليد', box: '5', previousKwh: 100 });
    await read(reader, id, { reading: 200 }).expect(201);
    expect((await read(reader, id, { reading: 90, confirmed: true }).expect(400)).body).toEqual({
      code: 'READING_BELOW_PREVIOUS',
      message: 'القراءة الجديدة (90) أقل من القراءة التي تسبقها (100)',
    });
    expect((await read(reader, id, { unreadReason: 'البوابة مقفلة' }).expect(400)).body.code).toBe(
      'METER_READ_THIS_MONTH',
    );
    expect(await storedReadings(id)).toEqual({ previous: '100', current: '200' });
    // Below the reading it corrects but not the start: taken, the month counts 50.
    const lower = await read(reader, id, { reading: 150, confirmed: true }).expect(201);
    expect(lower.body).toMatchObject({ previousReading: 100, consumption: 50, correctedReading: 200 });
  });

  it('asks to confirm a jump above the sheet’s 2,000 kWh for a meter without history', async () => {
    const id = await addCustomer({ name: 'ناصر', box: '5', previousKwh: 0 });
    const refused = await read(reader, id, { reading: 6000 }).expect(400);
    expect(refused.body).toEqual({
      code: 'READING_HIGH_WITHOUT_HISTORY',
      message: 'استهلاك مرتفع: 6000 كيلوواط (أكثر من 2000)',
    });
    const confirmed = await read(reader, id, { reading: 6000, confirmed: true }).expect(201);
    expect(confirmed.body).toMatchObject({
      consumption: 6000,
      correctedReading: null,
      confirmedWarning: 'READING_HIGH_WITHOUT_HISTORY',
    });
  });
});
