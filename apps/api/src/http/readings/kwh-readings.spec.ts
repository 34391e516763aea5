import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import {
  createKwhCustomer,
  ExchangeRate,
  kwhCustomerOf,
  type KwhCustomerInput,
  MeteredGroupPrice,
  type ReadingExportRow,
  readingSheetCsv,
  readingSheetOf,
} from '@kahraba/billing-domain';
import { readSheetFile } from '@kahraba/billing-domain/sheet-files';
import {
  billColumnsOf,
  findKwhRows,
  insertKwhRows,
  kwhFieldsOf,
  kwhRowOf,
  kwhTablesOf,
  readKwhBillingContext,
} from '@kahraba/persistence';
import { UndoLastBatchCommand } from '../../application/batches/undo-last-batch.command';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

const CONTEXT = {
  pricing: new Map(),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};

/** The stored readings and totals of a group's customers, by customer number. */
interface StoredReadings {
  customer_number: number;
  previous_kwh: string;
  current_kwh: string;
  consumption: string;
  total_amount: string;
  outstanding_balance: string;
  is_paid: boolean;
  total_amount_lbp: string;
}

describe('readings export and import of a metered group', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;
  let nextNumber = 1000;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM kwh_monthly_archives');
    await db.query('DELETE FROM kwh_customers');
    await db.query('DELETE FROM batches');
  });

  /** A live customer as the add form would leave it (the domain bills it), written straight to the table. */
  async function addCustomer(
    system: string,
    fields: KwhCustomerInput & { displayRank?: number },
  ): Promise<string> {
    nextNumber += 1;
    const customer = createKwhCustomer({ ampere: 5, ...fields }, CONTEXT);
    const month = (await db.query<{ month: string }>("SELECT to_char(now(), 'YYYY-MM') AS month"))[0].month;
    const row = kwhRowOf(customer, {
      customerNumber: nextNumber,
      month,
      displayRank: fields.displayRank ?? null,
    });
    const [id] = await insertKwhRows(db, kwhTablesOf(system), [row], null);
    return id;
  }

  async function lastMonthSnapshot(system: string, id: string, previousKwh: number, currentKwh: number) {
    await db.query(
      `INSERT INTO kwh_monthly_archives (system, original_id, customer_number, name, box, address, ampere,
         ampere_subscription_fee, previous_kwh, current_kwh, price_per_kwh, insurance, subscription_fee,
         total_amount, amount_paid, outstanding_balance, is_paid, exchange_rate_used, base_amount_lbp,
         tva_amount_lbp, total_amount_lbp, month, created_at, archive_reason)
       SELECT system, id, customer_number, name, box, address, ampere, ampere_subscription_fee, $3, $4,
         price_per_kwh, insurance, subscription_fee, total_amount, amount_paid, outstanding_balance, is_paid,
         exchange_rate_used, base_amount_lbp, tva_amount_lbp, total_amount_lbp, '2020-01', created_at, 'new_month'
       FROM kwh_customers WHERE system = $1 AND id = $2`,
      [system, id, previousKwh, currentKwh],
    );
  }

  async function stored(system: string): Promise<StoredReadings[]> {
    return db.query<StoredReadings>(
      `SELECT customer_number, previous_kwh::text, current_kwh::text, consumption::text, total_amount::text,
              outstanding_balance::text, is_paid, total_amount_lbp::text
       FROM kwh_customers WHERE system = $1 ORDER BY customer_number`,
      [system],
    );
  }

  const batches = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM batches'))[0].n;

  it('answers 401 when signed out and 404 in Arabic for a group that is not metered or does not exist', async () => {
    await testApp.agent().get('/api/mahmoud-kwh-customers/export-for-readings').expect(401);
    await testApp
      .agent()
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [] })
      .expect(401);
    for (const system of ['nowhere', 'ampere']) {
      const response = await agent.get(`/api/${system}-customers/export-for-readings`).expect(404);
      expect(response.body).toMatchObject({
        message: 'نظام الفوترة غير معروف',
        code: 'UNKNOWN_BILLING_SYSTEM',
      });
      await agent
        .post(`/api/${system}-customers/bulk-update-readings`)
        .send({ readings: [{ id: 'x' }] })
        .expect(404);
    }
  });

  it('exports the sheet of its own group in display order, newCurrentKwh blank', async () => {
    const second = await addCustomer('mahmoud-kwh', {
      name: 'سامي',
      box: '4',
      previousKwh: 100,
      currentKwh: 150.5,
    });
    const first = await addCustomer('mahmoud-kwh', {
      name: 'أحمد',
      box: '2',
      address: 'الساحة',
      displayRank: 1,
    });
    await addCustomer('baydawi-kwh', { name: 'من مجموعة أخرى' });
    const response = await agent.get('/api/mahmoud-kwh-customers/export-for-readings').expect(200);
    expect(response.body).toEqual([
      {
        id: first,
        customerNumber: expect.any(Number),
        name: 'أحمد',
        box: '2',
        address: 'الساحة',
        ampere: 5,
        previousKwh: 0,
        currentKwh: 0,
        newCurrentKwh: '',
        previousEstimated: false,
        currentEstimated: false,
      },
      {
        id: second,
        customerNumber: expect.any(Number),
        name: 'سامي',
        box: '4',
        address: null,
        ampere: 5,
        previousKwh: 100,
        currentKwh: 150.5,
        newCurrentKwh: '',
        previousEstimated: false,
        currentEstimated: false,
      },
    ]);
  });

  it("marks an estimated reading in the exported sheet ('نعم' beside the number), and the sheet imports back", async () => {
    const estimated = await addCustomer('mahmoud-kwh', {
      name: 'مقدّر',
      box: '3',
      previousKwh: 100,
      currentKwh: 150,
    });
    await db.query(
      "UPDATE kwh_customers SET reading_estimated = true, unread_reason = 'الباب مقفل' WHERE id = $1",
      [estimated],
    );
    const trued = await addCustomer('mahmoud-kwh', { name: 'بعد التقدير', box: '3', previousKwh: 90 });
    await db.query('UPDATE kwh_customers SET previous_estimated = true WHERE id = $1', [trued]);
    await addCustomer('mahmoud-kwh', { name: 'مقروء', box: '3', previousKwh: 10, currentKwh: 20 });
    const exported = (await agent.get('/api/mahmoud-kwh-customers/export-for-readings').expect(200))
      .body as ReadingExportRow[];
    // The CSV the export card downloads, as a spreadsheet opens it: the numbers in their cells, the
    // marks in their own columns.
    const csv = readingSheetCsv(exported);
    const [header, ...lines] = readSheetFile(new TextEncoder().encode(csv), 'csv').filter((line) =>
      line.some((value) => value !== ''),
    );
    const cell = (line: readonly string[], key: string) => line[header.indexOf(key)];
    expect(header).toEqual(expect.arrayContaining(['currentKwh', 'previousEstimated', 'currentEstimated']));
    expect(
      lines.map((line) => [
        cell(line, 'name'),
        cell(line, 'previousKwh'),
        cell(line, 'currentKwh'),
        cell(line, 'previousEstimated'),
        cell(line, 'currentEstimated'),
      ]),
    ).toEqual([
      ['مقدّر', '100', '150', '', 'نعم'],
      ['بعد التقدير', '90', '0', 'نعم', ''],
      ['مقروء', '10', '20', '', ''],
    ]);
    // The operator fills the new readings and imports the same file: the mark columns are no bar.
    const filled = readingSheetCsv(exported.map((row) => ({ ...row, newCurrentKwh: row.previousKwh + 60 })));
    const sheet = readingSheetOf(readSheetFile(new TextEncoder().encode(filled), 'csv'));
    const imported = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: sheet.readings, rowNumbers: sheet.rowNumbers })
      .expect(200);
    expect(imported.body).toMatchObject({ updated: 3, skipped: [] });
  });

  it('records each new reading: the reading taken becomes the previous one, an unread meter keeps its previous; totals follow', async () => {
    const read = await addCustomer('mahmoud-kwh', { name: 'مقروء', previousKwh: 100, currentKwh: 150 });
    const unread = await addCustomer('mahmoud-kwh', { name: 'غير مقروء', previousKwh: 200, currentKwh: 0 });
    const response = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({
        readings: [
          { id: read, newCurrentKwh: '210' },
          { ID: unread, 'New Current KWh': 230.5 },
        ],
      })
      .expect(200);
    // The read meter's 150 was this month's reading: shifted, said as a warning (its kWh carried).
    expect(response.body).toEqual({
      message: 'تم تحديث سجلين',
      updated: 2,
      skipped: [],
      warnings: [expect.objectContaining({ line: 2, reason: expect.stringContaining('قُرئ هذا الشهر 150') })],
    });
    expect(await stored('mahmoud-kwh')).toEqual([
      expect.objectContaining({
        previous_kwh: '150.000',
        current_kwh: '210.000',
        consumption: '60.000',
        total_amount: '60.00',
      }),
      expect.objectContaining({
        previous_kwh: '200.000',
        current_kwh: '230.500',
        consumption: '30.500',
        total_amount: '30.50',
      }),
    ]);
    const [{ total_amount_lbp: lbp, is_paid: paid }] = await stored('mahmoud-kwh');
    expect(lbp).toBe(String(60 * 89_500));
    expect(paid).toBe(false);
    // The bills changed: one audit entry for the import, naming the group and the customers.
    const [audit] = await db.query<{ action: string; system: string; count: number }>(
      'SELECT action, system, count FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(audit).toEqual({ action: 'import-readings', system: 'mahmoud-kwh', count: 2 });
  });

  it('bills each reading as the domain bills it: pounds prices, a fee from the pricing map, arrears; after an estimate a lower reading is a credit', async () => {
    const tables = kwhTablesOf('mahmoud-kwh');
    await db.query('INSERT INTO subscription_pricing (amperage, price) VALUES (10, 450000)');
    try {
      const plain = await addCustomer('mahmoud-kwh', {
        name: 'عادي',
        previousKwh: 100,
        currentKwh: 150,
        amountPaid: 20,
      });
      const pounds = await addCustomer('mahmoud-kwh', {
        name: 'بالليرة',
        previousKwh: 10,
        currentKwh: 0,
        ampere: 10,
      });
      const estimated = await addCustomer('mahmoud-kwh', { name: 'مقدّر', previousKwh: 100, currentKwh: 150 });
      await db.query(`UPDATE kwh_customers SET price_per_kwh_lbp = 26850, arrears = 12.5 WHERE id = $1;`, [
        pounds,
      ]);
      // This month's 150 is an estimate (the meter could not be read): the sheet's 140
      // replaces it. Last month's 150 was one: the sheet's 140 trues it up, a credit.
      await db.query(
        `UPDATE kwh_customers SET reading_estimated = true, unread_reason = 'الباب مقفل' WHERE id = $1`,
        [estimated],
      );
      const trued = await addCustomer('mahmoud-kwh', {
        name: 'بعد التقدير',
        previousKwh: 150,
        currentKwh: 0,
      });
      await db.query('UPDATE kwh_customers SET previous_estimated = true WHERE id = $1', [trued]);
      await agent
        .post('/api/mahmoud-kwh-customers/bulk-update-readings')
        .send({
          readings: [
            { id: plain, newCurrentKwh: '210' },
            { id: pounds, newCurrentKwh: '47.5' },
            { id: estimated, newCurrentKwh: '140' },
            { id: trued, newCurrentKwh: '140' },
          ],
        })
        .expect(200);
      const context = await readKwhBillingContext(db);
      const rows = await findKwhRows(db, tables, [plain, pounds, estimated, trued]);
      // Compared as numbers: the domain writes '40', the column reads back '40.000'.
      const asNumbers = (bill: object) =>
        Object.fromEntries(
          Object.entries(bill).map(([field, value]) => [
            field,
            typeof value === 'string' ? Number(value) : value,
          ]),
        );
      for (const row of rows) {
        const expected = asNumbers(billColumnsOf(kwhCustomerOf(kwhFieldsOf(row), context).bill));
        const written = Object.fromEntries(
          Object.keys(expected).map((field) => [field, row[field as keyof typeof row]]),
        );
        expect(asNumbers(written)).toEqual(expected);
      }
      expect(rows.find((row) => row.id === estimated)).toMatchObject({
        previousKwh: '100.000',
        currentKwh: '140.000',
        readingEstimated: false,
        unreadReason: null,
        totalAmount: '40.00',
      });
      expect(rows.find((row) => row.id === trued)).toMatchObject({
        previousKwh: '150.000',
        currentKwh: '140.000',
        previousEstimated: true,
        readingEstimated: false,
        unreadReason: null,
        totalAmount: '-10.00',
      });
      expect(rows.find((row) => row.id === pounds)).toMatchObject({
        subscriptionFeeLbp: '450000',
        outstandingBalance: expect.not.stringMatching(/^0/),
      });
    } finally {
      await db.query('DELETE FROM subscription_pricing WHERE amperage = 10');
    }
  });

  it('matches rows by id, by number with or without # in any digits, else by name and box', async () => {
    await addCustomer('baydawi-kwh', { name: 'أول' });
    await addCustomer('baydawi-kwh', { name: 'ثان' });
    await addCustomer('baydawi-kwh', { name: 'فاطمة', box: '7' });
    const [a, b] = (await stored('baydawi-kwh')).map((row) => row.customer_number);
    const arabic = String(b).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    const response = await agent
      .post('/api/baydawi-kwh-customers/bulk-update-readings')
      .send({
        readings: [
          { customerNumber: `#${a}`, newCurrentKwh: '10' },
          { 'رقم العميل': arabic, 'القراءة الجديدة': '٢٠' },
          { name: 'فاطمه', box: '٧', newCurrentKwh: '30' },
        ],
      })
      .expect(200);
    expect(response.body).toMatchObject({ updated: 3, skipped: [] });
    expect((await stored('baydawi-kwh')).map((row) => row.current_kwh)).toEqual([
      '10.000',
      '20.000',
      '30.000',
    ]);
  });

  it('skips blank, unreadable, unknown and refused rows with their reasons, sheet row numbers and customers, and writes the others', async () => {
    const id = await addCustomer('mahmoud-kwh', { name: 'سامي', previousKwh: 100, currentKwh: 150 });
    const other = await addCustomer('mahmoud-kwh', { name: 'ليلى', previousKwh: 5, currentKwh: 0 });
    const response = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({
        readings: [
          { id, newCurrentKwh: '140' },
          {},
          { id: other, newCurrentKwh: 'abc' },
          { customerNumber: '#1', name: 'مجهول', newCurrentKwh: '10' },
          { id: other, newCurrentKwh: '' },
          { id: other, newCurrentKwh: '9' },
        ],
        // The sheet reader's numbers: the header on row 1, a blank row 3 left out.
        rowNumbers: [2, 4, 5, 6, 7, 8],
      })
      .expect(200);
    expect(response.body).toEqual({
      message: 'تم تحديث سجل واحد',
      updated: 1,
      skipped: [
        {
          line: 2,
          reason: 'القراءة الجديدة (140) أقل من القراءة التي تسبقها (150)',
          customerNumber: expect.any(Number),
          name: 'سامي',
          box: null,
        },
        { line: 4, reason: 'سطر فارغ', customerNumber: null, name: null, box: null },
        expect.objectContaining({ line: 5, reason: 'القراءة الجديدة: «abc» ليس رقماً صالحاً', name: 'ليلى' }),
        { line: 6, reason: 'لا يوجد عميل بالرقم #1', customerNumber: 1, name: 'مجهول', box: null },
        expect.objectContaining({ line: 7, reason: 'لا توجد قراءة جديدة', name: 'ليلى' }),
      ],
      warnings: [],
    });
    expect((await stored('mahmoud-kwh')).map((row) => [row.previous_kwh, row.current_kwh])).toEqual([
      ['100.000', '150.000'],
      ['5.000', '9.000'],
    ]);
  });

  it("warns on a consumption above 5× last month's (from the monthly archive) or above 2,000 kWh, and records it", async () => {
    const jumped = await addCustomer('mahmoud-kwh', { name: 'قفزة', previousKwh: 100, currentKwh: 0 });
    await lastMonthSnapshot('mahmoud-kwh', jumped, 50, 100);
    const heavy = await addCustomer('mahmoud-kwh', { name: 'مصنع', previousKwh: 0, currentKwh: 0 });
    const response = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({
        readings: [
          { id: jumped, newCurrentKwh: 351 },
          { id: heavy, newCurrentKwh: 2500 },
        ],
      })
      .expect(200);
    expect(response.body).toMatchObject({
      updated: 2,
      warnings: [
        { line: 2, reason: 'الاستهلاك 251 كيلوواط أكثر من 5 أضعاف استهلاك الشهر الماضي (50)' },
        { line: 3, reason: 'استهلاك مرتفع: 2500 كيلوواط (أكثر من 2000)' },
      ],
    });
  });

  it('with dryRun previews each row and writes nothing, not even a batch', async () => {
    const id = await addCustomer('mahmoud-kwh', { name: 'سامي', previousKwh: 100, currentKwh: 150 });
    const before = await stored('mahmoud-kwh');
    const response = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [{ id, newCurrentKwh: '210' }, { id: 'nobody' }], dryRun: true })
      .expect(200);
    expect(response.body).toEqual({
      message: expect.stringContaining('سيتم تحديث سجل واحد'),
      updated: 1,
      skipped: [
        { line: 3, reason: 'لا يوجد عميل بالمعرف nobody', customerNumber: null, name: null, box: null },
      ],
      warnings: [expect.objectContaining({ line: 2, name: 'سامي' })],
      rows: [
        {
          line: 2,
          id,
          customerNumber: expect.any(Number),
          name: 'سامي',
          previousKwh: 100,
          currentKwh: 150,
          newPreviousKwh: 150,
          newCurrentKwh: 210,
          consumption: 60,
        },
      ],
    });
    expect(await stored('mahmoud-kwh')).toEqual(before);
    expect(await batches()).toBe(0);
  });

  it('writes nothing and opens no batch when no row can be recorded', async () => {
    await addCustomer('mahmoud-kwh', { name: 'سامي' });
    const response = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [{ customerNumber: '#5', newCurrentKwh: 3 }] })
      .expect(200);
    expect(response.body).toMatchObject({ message: 'لم يتم تحديث أي قراءة', updated: 0 });
    expect(await batches()).toBe(0);
  });

  it('refuses a body without a list of readings, or an empty one, in Arabic', async () => {
    const missing = await agent.post('/api/mahmoud-kwh-customers/bulk-update-readings').send({}).expect(400);
    expect(missing.body.message).toBe('يرجى إرسال القراءات (readings) كقائمة');
    const empty = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [] })
      .expect(400);
    expect(empty.body.message).toBe('لا توجد بيانات للاستيراد');
    const notRows = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: ['x'] })
      .expect(400);
    expect(notRows.body.message).toBe('كل سطر من القراءات يجب أن يكون كائناً');
    // A sheet whose header lacks the reading column is refused whole.
    const foreign = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [{ foo: '1', bar: '2' }] })
      .expect(400);
    expect(foreign.body).toMatchObject({
      code: 'NO_READING_COLUMN',
      message: 'سطر العناوين لا يحتوي على عمود القراءة الجديدة: newCurrentKwh أو «القراءة الجديدة»',
    });
  });

  it('touches only its own group: the same number in another group keeps its readings', async () => {
    const mahmoud = await addCustomer('mahmoud-kwh', { name: 'سامي' });
    await addCustomer('baydawi-kwh', { name: 'سامي' });
    await agent
      .post('/api/baydawi-kwh-customers/bulk-update-readings')
      .send({
        readings: [
          { id: mahmoud, newCurrentKwh: 10 },
          { name: 'سامي', newCurrentKwh: 20 },
        ],
      })
      .expect(200)
      .expect((response) => expect(response.body).toMatchObject({ updated: 1, skipped: [{ line: 2 }] }));
    expect((await stored('mahmoud-kwh'))[0]?.current_kwh).toBe('0.000');
    expect((await stored('baydawi-kwh'))[0]?.current_kwh).toBe('20.000');
  });

  // docs/readings-in-a-month.md: the sheet keeps its shift; what it shifts is carried, not lost.
  it.each(['mahmoud-kwh', 'kwh'])(
    'carries a shifted reading’s energy into arrears: read 200 then 250, the amount due of 150 kWh; the preview warns, the undo takes it back (%s)',
    async (system) => {
      const id = await addCustomer(system, {
        name: 'سمير',
        previousKwh: 100,
        currentKwh: 200,
        pricePerKwh: '0.5',
        ampereSubscriptionFee: 10,
      });
      const [{ customer_number: number }] = await stored(system);
      const before = await db.query('SELECT * FROM kwh_customers WHERE id = $1', [id]);
      const preview = await agent
        .post(`/api/${system}-customers/bulk-update-readings`)
        .send({ readings: [{ id, newCurrentKwh: 250 }], dryRun: true })
        .expect(200);
      expect(preview.body.warnings).toEqual([
        {
          line: 2,
          reason: `سمير (#${number}): قُرئ هذا الشهر 200، فتصبح القراءة السابقة ويُرحَّل استهلاك 100 كيلوواط (من 100 إلى 200) إلى الرصيد السابق`,
          customerNumber: number,
          name: 'سمير',
          box: null,
        },
      ]);
      expect(await db.query('SELECT * FROM kwh_customers WHERE id = $1', [id])).toEqual(before);

      await agent
        .post(`/api/${system}-customers/bulk-update-readings`)
        .send({ readings: [{ id, newCurrentKwh: 250 }] })
        .expect(200);
      const invoice = await agent.get(`/api/${system}-customers/${id}/invoice`).expect(200);
      // 100 kWh carried ($50) + 50 kWh this month ($25) + the fee once ($10): what 150 kWh bill.
      expect(invoice.body.statement).toMatchObject({
        readings: { previous: 200, current: 250, consumption: 50 },
        total: 35,
        previousBalance: 50,
        totalDue: 85,
      });

      await testApp.app.get(CommandBus).execute(new UndoLastBatchCommand(system, 'test'));
      expect(await db.query('SELECT * FROM kwh_customers WHERE id = $1', [id])).toEqual(before);
    },
  );

  it('carries both meters of a replacement recorded this month when the sheet shifts it: 190 kWh in all', async () => {
    const id = await addCustomer('mahmoud-kwh', {
      name: 'رنا',
      previousKwh: 100,
      pricePerKwh: '0.5',
      ampereSubscriptionFee: 10,
    });
    // The round recorded the new meter's 30 with the old meter's final 260 (from 0).
    await db.query(
      'UPDATE kwh_customers SET current_kwh = 30, replaced_final_kwh = 260, replaced_start_kwh = 0 WHERE id = $1',
      [id],
    );
    const response = await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [{ id, newCurrentKwh: 40 }] })
      .expect(200);
    expect(response.body.warnings[0].reason).toContain('استهلاك 190 كيلوواط');
    const [row] = await findKwhRows(db, kwhTablesOf('mahmoud-kwh'), [id]);
    expect(row).toMatchObject({
      previousKwh: '30.000',
      currentKwh: '40.000',
      replacedFinalKwh: null,
      arrears: '95.00',
      totalAmount: '15.00',
      outstandingBalance: '110.00',
    });
  });

  it('is one batch the undo takes back exactly, readings and totals', async () => {
    const id = await addCustomer('mahmoud-kwh', { name: 'سامي', previousKwh: 100, currentKwh: 150 });
    const before = await stored('mahmoud-kwh');
    await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [{ id, newCurrentKwh: 210 }] })
      .expect(200);
    expect(await stored('mahmoud-kwh')).not.toEqual(before);
    const undone = await testApp.app.get(CommandBus).execute(new UndoLastBatchCommand('mahmoud-kwh', 'test'));
    expect(undone).toMatchObject({ deletedCount: 0, revertedCount: 1 });
    expect(await stored('mahmoud-kwh')).toEqual(before);
  });

  it('racing an undo, ends as one of the two orders would leave it, never half of each', async () => {
    const id = await addCustomer('mahmoud-kwh', { name: 'سامي', previousKwh: 100, currentKwh: 150 });
    await agent
      .post('/api/mahmoud-kwh-customers/bulk-update-readings')
      .send({ readings: [{ id, newCurrentKwh: 200 }] });
    const [imported, undone] = await Promise.allSettled([
      agent
        .post('/api/mahmoud-kwh-customers/bulk-update-readings')
        .send({ readings: [{ id, newCurrentKwh: 260 }] }),
      testApp.app.get(CommandBus).execute(new UndoLastBatchCommand('mahmoud-kwh', 'test')),
    ]);
    expect(imported.status).toBe('fulfilled');
    expect(undone.status).toBe('fulfilled');
    const [row] = await stored('mahmoud-kwh');
    const readings = [row?.previous_kwh, row?.current_kwh];
    // Undo first (takes back 150 → 200), then the import from 150: 150 → 260.
    // The import first (200 → 260), then the undo takes it back: 150 → 200.
    expect([
      ['150.000', '260.000'],
      ['150.000', '200.000'],
    ]).toContainEqual(readings);
    expect(row?.consumption).toBe(String(Number(readings[1]) - Number(readings[0])) + '.000');
  });

  it('works for a fourth group added as one row of billing_systems, with no code for it', async () => {
    await db.query(
      `INSERT INTO billing_systems VALUES ('test-kwh', 'metered-per-kwh', 'مجموعة تجريبية', 9, 'test')
       ON CONFLICT DO NOTHING`,
    );
    const id = await addCustomer('test-kwh', { name: 'تجربة', previousKwh: 1, currentKwh: 2 });
    const sheet = await agent.get('/api/test-kwh-customers/export-for-readings').expect(200);
    expect(sheet.body).toEqual([
      expect.objectContaining({ id, name: 'تجربة', currentKwh: 2, newCurrentKwh: '' }),
    ]);
    await agent
      .post('/api/test-kwh-customers/bulk-update-readings')
      .send({ readings: [{ ...sheet.body[0], newCurrentKwh: '7' }] })
      .expect(200)
      .expect((response) => expect(response.body).toMatchObject({ updated: 1 }));
    expect((await stored('test-kwh'))[0]).toMatchObject({ previous_kwh: '2.000', current_kwh: '7.000' });
  });
});
