import type TestAgent from 'supertest/lib/agent';
import { readBatchJournal, type AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Tens of thousands of rows take seconds when the suites run side by side.
describe('bulk import of ampere customers', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    // Each rule starts from an empty live table (the archive and journal are irrelevant here).
    await db.query('DELETE FROM ampere_records');
  });

  const byName = (records: AmpereRecordView[], name: string) =>
    records.find((record) => record.name === name);

  it('creates every valid row with consecutive customer numbers and says how many', async () => {
    const response = await agent
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'وليد', box: '3', ampere: 5, amperePrice: 16, address: 'الحارة', amountPaid: 20 },
          { name: 'نادين', box: 4, ampere: '2', address: null },
          { name: 'جورج', box: '4', ampere: '10' },
        ],
      })
      .expect(201);
    expect(response.body).toEqual({ created: 3, updated: 0, skipped: [] });
    const records = await liveRecords(agent);
    const numbers = records.map((record) => record.customerNumber);
    expect(numbers[1] - numbers[0]).toBe(1);
    expect(numbers[2] - numbers[1]).toBe(1);
    expect(byName(records, 'وليد')).toMatchObject({
      box: '3',
      ampere: 5,
      amperePrice: 16,
      amount: 80,
      amountPaid: 20,
      outstandingBalance: 60,
      isPaid: false,
      address: 'الحارة',
    });
    // No price: the threshold price (low at 2 A or less, else global); no payment: 0.
    expect(byName(records, 'نادين')).toMatchObject({
      box: '4',
      amperePrice: 25,
      priceIsCustom: false,
      amount: 50,
      amountPaid: 0,
    });
    expect(byName(records, 'وليد')).toMatchObject({ priceIsCustom: true });
    expect(byName(records, 'جورج')).toMatchObject({ amperePrice: 15, amount: 150, isPaid: false });
  });

  it('updates the live customer with the same name and box instead of creating a second', async () => {
    const existing = await addCustomer(agent, { name: 'أحمد سعيد', box: '5', ampere: 3, address: 'الساحة' });
    const response = await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'احمد  سعيد', box: '5', ampere: 6 }] })
      .expect(201);
    expect(response.body).toMatchObject({ created: 0, updated: 1 });
    const records = await liveRecords(agent);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: existing.id,
      customerNumber: existing.customerNumber,
      ampere: 6,
      amount: 90,
      // A blank address in the sheet keeps the one on file.
      address: 'الساحة',
    });
  });

  describe('re-importing a customer on file', () => {
    const customerOnFile = () =>
      addCustomer(agent, {
        name: 'حسان',
        box: '4',
        ampere: 3,
        amperePrice: 14,
        address: 'الكنيسة',
        amountPaid: 12,
      });
    const importOne = (record: object) =>
      agent
        .post('/api/ampere-records/bulk')
        .send({ records: [{ name: 'حسان', box: '4', ...record }] })
        .expect(201);

    it('keeps the stored price, payment and address where the cells are blank', async () => {
      const existing = await customerOnFile();
      await importOne({ ampere: 5, amperePrice: '', address: null, amountPaid: '' });
      expect((await liveRecords(agent))[0]).toMatchObject({
        id: existing.id,
        ampere: 5,
        amperePrice: 14,
        priceIsCustom: true,
        amount: 70,
        amountPaid: 12,
        outstandingBalance: 58,
        isPaid: false,
        address: 'الكنيسة',
      });
    });

    it('replaces them with the cells that are filled, and the paid status follows the balance', async () => {
      const existing = await customerOnFile();
      await importOne({ ampere: 5, amperePrice: 16, address: 'الساحة', amountPaid: 30 });
      expect((await liveRecords(agent))[0]).toMatchObject({
        id: existing.id,
        ampere: 5,
        amperePrice: 16,
        priceIsCustom: true,
        amount: 80,
        amountPaid: 30,
        outstandingBalance: 50,
        isPaid: false,
        address: 'الساحة',
      });
    });

    it('replaces the payment with a filled 0', async () => {
      await customerOnFile();
      await importOne({ ampere: 3, amountPaid: 0 });
      expect((await liveRecords(agent))[0]).toMatchObject({
        amountPaid: 0,
        outstandingBalance: 42,
        isPaid: false,
      });
    });

    it('lets the threshold price follow the new amperes of a customer without a price of its own', async () => {
      const existing = await addCustomer(agent, { name: 'حسان', box: '4', ampere: 5 });
      await importOne({ ampere: 2 });
      expect((await liveRecords(agent))[0]).toMatchObject({
        id: existing.id,
        ampere: 2,
        amperePrice: 25,
        priceIsCustom: false,
        amount: 50,
      });
    });
  });

  it('creates a new customer for the same name in another box', async () => {
    await addCustomer(agent, { name: 'سعاد', box: '5', ampere: 3 });
    const response = await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'سعاد', box: '6', ampere: 3 }] })
      .expect(201);
    expect(response.body).toMatchObject({ created: 1, updated: 0 });
    expect(await liveRecords(agent)).toHaveLength(2);
  });

  it('keeps names and addresses as typed, quotes included', async () => {
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'مطعم "الأرزة"', box: '2', ampere: 3, address: 'شارع "الكنيسة"' }] })
      .expect(201);
    const [record] = await liveRecords(agent);
    expect(record).toMatchObject({ name: 'مطعم "الأرزة"', address: 'شارع "الكنيسة"' });
  });

  it('refuses the second row of a customer appearing twice in an import, naming the first (docs/customer-imports.md)', async () => {
    const response = await agent
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'كمال', box: '1', ampere: 3 },
          { name: 'كمال', box: '1', ampere: 4 },
        ],
      })
      .expect(201);
    expect(response.body).toMatchObject({
      created: 1,
      updated: 0,
      skipped: [{ line: 2, reason: 'يكرر السطر 1 (الاسم والعلبة نفسهما)' }],
    });
    const records = await liveRecords(agent);
    expect(records).toHaveLength(1);
    expect(records[0].ampere).toBe(3);
  });

  it('skips unreadable rows with their line and an Arabic reason, and imports the rest', async () => {
    const response = await agent
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'صالح', box: '1', ampere: 3 },
          { name: 'بلا أمبير', box: '1', ampere: 'كثير' },
          { name: '', box: '1', ampere: 3 },
          { name: 'سعر سالب', box: '1', ampere: 3, amperePrice: -4 },
        ],
      })
      .expect(201);
    expect(response.body.created).toBe(1);
    expect(response.body.skipped).toEqual([
      expect.objectContaining({ line: 2, reason: 'قيمة الأمبير غير صالحة' }),
      expect.objectContaining({ line: 3, reason: 'الاسم مطلوب' }),
      expect.objectContaining({ line: 4, reason: 'السعر غير صالح' }),
    ]);
    expect((await liveRecords(agent)).map((record) => record.name)).toEqual(['صالح']);
  });

  it('writes one batch, in which every created and updated row is journaled', async () => {
    const existing = await addCustomer(agent, { name: 'منى', box: '2', ampere: 3 });
    const before = await db.query<{ id: string }>("SELECT id FROM batches WHERE kind = 'import'");
    await agent
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'منى', box: '2', ampere: 4 },
          { name: 'رامي', box: '2', ampere: 4 },
        ],
      })
      .expect(201);
    const batches = await db.query<{ id: string; created_count: number; updated_count: number }>(
      "SELECT id, created_count, updated_count FROM batches WHERE kind = 'import' AND NOT (id = ANY($1::uuid[]))",
      [before.map((batch) => batch.id)],
    );
    expect(batches).toEqual([expect.objectContaining({ created_count: 1, updated_count: 1 })]);
    const records = await liveRecords(agent);
    expect(records.map((record) => record.batchId)).toEqual([batches[0].id, batches[0].id]);
    const entries = await readBatchJournal(db, batches[0].id);
    expect(entries.map(({ recordId, action }) => ({ recordId, action }))).toEqual([
      { recordId: existing.id, action: 'updated' },
      { recordId: byName(records, 'رامي')!.id, action: 'created' },
    ]);
  });

  it('refuses an import without one valid row: 400 with the Arabic message, nothing written', async () => {
    await addCustomer(agent, { name: 'باقٍ', box: '1', ampere: 3 });
    const before = await snapshotOfData(db);
    const response = await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'بلا أمبير' }, { name: '', ampere: 3 }] })
      .expect(400);
    expect(response.body.message).toBe('لا توجد بيانات صالحة للإنشاء');
    await agent.post('/api/ampere-records/bulk').send({ records: [] }).expect(400);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('refuses more than 50,000 rows with an Arabic 400, nothing written', async () => {
    const before = await snapshotOfData(db);
    const records = Array.from({ length: 50_001 }, (_, index) => ({
      name: `ع${index}`,
      box: '1',
      ampere: 1,
    }));
    const response = await agent.post('/api/ampere-records/bulk').send({ records }).expect(400);
    expect(response.body.message).toMatch(/50000/);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  }, 60_000);

  it('refuses a body over the size limit with an Arabic 413, nothing written', async () => {
    const before = await snapshotOfData(db);
    const records = Array.from({ length: 30_000 }, () => ({
      name: 'ن',
      ampere: 1,
      address: 'ع'.repeat(400),
    }));
    const response = await agent.post('/api/ampere-records/bulk').send({ records }).expect(413);
    expect(response.body.message).toBe('حجم الطلب كبير جداً');
    expect(await snapshotOfData(db)).toEqual(before);
  }, 60_000);

  it.each([
    ['records that are not a list', { records: 'وليد\t3\t5' }],
    ['a row that is not an object', { records: ['وليد'] }],
    ['a cell that is an object', { records: [{ name: { ar: 'وليد' }, ampere: 5 }] }],
    ['an unknown column', { records: [{ name: 'وليد', ampere: 5, totalAmount: 7 }] }],
    ['no records at all', {}],
  ])('refuses %s with an Arabic 400, nothing written', async (_case, body) => {
    const before = await snapshotOfData(db);
    const response = await agent.post('/api/ampere-records/bulk').send(body).expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('refuses a number too large to store with an Arabic 400, nothing written', async () => {
    const before = await snapshotOfData(db);
    const response = await agent.post('/api/ampere-records/bulk').send({
      records: [
        { name: 'عادي', box: '1', ampere: 5 },
        { name: 'ضخم', box: '1', ampere: '99999999' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  describe('previewing pasted Excel text', () => {
    it('reads the lines with their prices and amounts, reports the bad ones, and writes nothing', async () => {
      const before = await snapshotOfData(db);
      const text = ['سمير\t5\t2', 'ليلى\t6\t4\t12.5\tالحي\t10', 'ناقص\t5', '', 'خطأ\t5\tكثير'].join('\n');
      const response = await agent.post('/api/ampere-records/import-preview').send({ text }).expect(200);
      expect(response.body).toEqual({
        rows: [
          {
            line: 1,
            name: 'سمير',
            box: '5',
            ampere: 2,
            amperePrice: 25,
            amount: 50,
            address: null,
            amountPaid: 0,
            phone: null,
            action: 'create',
          },
          {
            line: 2,
            name: 'ليلى',
            box: '6',
            ampere: 4,
            amperePrice: 12.5,
            amount: 50,
            address: 'الحي',
            amountPaid: 10,
            phone: null,
            action: 'create',
          },
        ],
        creates: 2,
        updates: 0,
        skipped: [
          { line: 3, text: 'ناقص\t5', reason: 'عدد الأعمدة أقل من 3' },
          { line: 5, text: 'خطأ\t5\tكثير', reason: 'قيمة الأمبير غير صالحة' },
        ],
      });
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('prices with the stored prices, as the import will', async () => {
      await agent
        .patch('/api/ampere-records/update-all-prices')
        .send({ globalPrice: 18, lowPrice: 30 })
        .expect(200);
      try {
        const response = await agent
          .post('/api/ampere-records/import-preview')
          .send({ text: 'أ\t1\t2\nب\t1\t3' })
          .expect(200);
        expect(response.body.rows.map((row: { amperePrice: number }) => row.amperePrice)).toEqual([30, 18]);
      } finally {
        await agent
          .patch('/api/ampere-records/update-all-prices')
          .send({ globalPrice: 15, lowPrice: 25 })
          .expect(200);
      }
    });

    it('refuses a missing text with an Arabic 400', async () => {
      const response = await agent.post('/api/ampere-records/import-preview').send({}).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    });
  });

  it('imports 50,000 rows in one go', async () => {
    const records = Array.from({ length: 50_000 }, (_, index) => ({
      name: `مشترك رقم ${index}`,
      box: String(index % 40),
      ampere: (index % 12) + 1,
      address: 'عنوان طويل نسبياً في الحي الشرقي قرب المدرسة الرسمية',
    }));
    const response = await agent.post('/api/ampere-records/bulk').send({ records }).expect(201);
    expect(response.body).toMatchObject({ created: 50_000, updated: 0, skipped: [] });
    const [{ count }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ampere_records',
    );
    expect(count).toBe(50_000);
  }, 60_000);
});
