import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { byName, importKwhCustomers, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('kWh bulk create and Excel import preview', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(() => db.query('DELETE FROM kwh_customers'));

  const bulk = (system: string, records: unknown) =>
    agent.post(`/api/${system}-customers/bulk`).send({ records });

  describe('POST /bulk', () => {
    it('creates every valid row with consecutive numbers, the blank cells at their defaults, the totals computed', async () => {
      const response = await bulk('mahmoud-kwh', [
        { name: 'وليد', box: '3', address: 'الحارة', ampere: 5, previousKwh: 100, currentKwh: 250 },
        {
          name: 'نادين',
          box: 4,
          ampere: '2',
          previousKwh: '0',
          currentKwh: '٤٠',
          pricePerKwh: '0.1234',
          insurance: 50,
          amountPaid: 3,
        },
      ]).expect(201);
      expect(response.body).toEqual({ created: 2, updated: 0, skipped: [] });
      const customers = await kwhCustomers(agent, 'mahmoud-kwh');
      expect(customers[1].customerNumber - customers[0].customerNumber).toBe(1);
      expect(byName(customers, 'وليد')).toMatchObject({
        system: 'mahmoud-kwh',
        box: '3',
        address: 'الحارة',
        ampere: 5,
        previousKwh: 100,
        currentKwh: 250,
        consumption: 150,
        pricePerKwh: 1,
        insurance: 0,
        amountPaid: 0,
        totalAmount: 150,
        baseAmount: 135.14,
        vatAmount: 14.86,
        outstandingBalance: 150,
        isPaid: false,
        totalAmountLbp: 13_425_000,
        baseAmountLbp: 12_094_595,
        tvaAmountLbp: 1_330_405,
      });
      // 40 × 0.1234 = 4.936 → 4.94; insurance is shown, never counted.
      expect(byName(customers, 'نادين')).toMatchObject({
        currentKwh: 40,
        pricePerKwh: 0.1234,
        insurance: 50,
        totalAmount: 4.94,
        amountPaid: 3,
        outstandingBalance: 1.94,
      });
    });

    it('updates the live customer with the same normalised name and box; blank cells keep what is on file', async () => {
      await importKwhCustomers(agent, 'baydawi-kwh', [
        {
          name: 'أحمد علي',
          box: '7',
          address: 'الساحة',
          ampere: 5,
          previousKwh: 10,
          currentKwh: 60,
          pricePerKwh: 0.5,
          amountPaid: 10,
        },
      ]);
      const response = await bulk('baydawi-kwh', [
        // Another spelling of the same name, box typed in Arabic-Indic digits, paid and price blank.
        {
          name: 'احمد  علي',
          box: '٧',
          address: '',
          ampere: 6,
          previousKwh: 60,
          currentKwh: 90,
          pricePerKwh: '',
          amountPaid: null,
        },
        { name: 'جديد', box: '7', ampere: 1, previousKwh: 0, currentKwh: 0 },
      ]).expect(201);
      expect(response.body).toEqual({ created: 1, updated: 1, skipped: [] });
      const customers = await kwhCustomers(agent, 'baydawi-kwh');
      expect(customers).toHaveLength(2);
      expect(customers.find((customer) => customer.name !== 'جديد')).toMatchObject({
        box: '7',
        ampere: 6,
        previousKwh: 60,
        currentKwh: 90,
        pricePerKwh: 0.5,
        amountPaid: 10,
        address: 'الساحة',
        totalAmount: 15,
      });
    });

    it('refuses a row whose current reading is below the previous one, with its line, and imports the rest', async () => {
      await importKwhCustomers(agent, 'mahmoud-kwh', [
        { name: 'سامر', box: '1', ampere: 5, previousKwh: 100, currentKwh: 150 },
      ]);
      const response = await bulk('mahmoud-kwh', [
        { name: 'رامي', box: '2', ampere: 5, previousKwh: 300, currentKwh: 200 },
        { name: 'هلا', box: '2', ampere: 5, previousKwh: 0, currentKwh: 20 },
        // On file the previous reading is 100: a current reading of 90 is below it.
        { name: 'سامر', box: '1', ampere: 5, currentKwh: 90 },
      ]).expect(201);
      expect(response.body.created).toBe(1);
      expect(response.body.updated).toBe(0);
      expect(response.body.skipped.map((line: { line: number }) => line.line)).toEqual([1, 3]);
      for (const skipped of response.body.skipped) expect(skipped.reason).toMatch(/[\u0600-\u06FF]/);
      expect(byName(await kwhCustomers(agent, 'mahmoud-kwh'), 'سامر')).toMatchObject({ currentKwh: 150 });
    });

    it('refuses an import with no valid row in Arabic, writing nothing', async () => {
      const before = await snapshotOfData(db);
      const response = await bulk('mahmoud-kwh', [
        { name: '', ampere: 5 },
        { name: 'x', ampere: 'خمسة' },
      ]).expect(400);
      expect(response.body).toMatchObject({ message: 'لا توجد بيانات صالحة للإنشاء' });
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses a body without a list, or with a field it does not know, writing nothing', async () => {
      const before = await snapshotOfData(db);
      expect((await agent.post('/api/mahmoud-kwh-customers/bulk').send({}).expect(400)).body.message).toBe(
        'قائمة السجلات مفقودة',
      );
      const unknown = await bulk('mahmoud-kwh', [{ name: 'x', ampere: 1, totalAmount: 5 }]).expect(400);
      expect(unknown.body.message).toMatch(/totalAmount/);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('answers 404 in Arabic for a system that is not metered or does not exist', async () => {
      for (const system of ['nowhere', 'ampere']) {
        const response = await bulk(system, [{ name: 'x', ampere: 1 }]).expect(404);
        expect(response.body).toEqual({ message: 'نظام الفوترة غير معروف', code: 'UNKNOWN_BILLING_SYSTEM' });
      }
    });

    it('needs a signed-in operator', async () => {
      await testApp.agent().post('/api/mahmoud-kwh-customers/bulk').send({ records: [] }).expect(401);
    });

    it('is one batch that undo takes back exactly: the new customers removed, the updated ones as they were', async () => {
      await importKwhCustomers(agent, 'mahmoud-kwh', [
        { name: 'ليلى', box: '9', ampere: 3, previousKwh: 5, currentKwh: 25, amountPaid: 4 },
      ]);
      await importKwhCustomers(agent, 'baydawi-kwh', [{ name: 'ليلى', box: '9', ampere: 3 }]);
      const before = await snapshotOfData(db);
      await bulk('mahmoud-kwh', [
        { name: 'ليلى', box: '9', ampere: 4, previousKwh: 25, currentKwh: 70, amountPaid: 20 },
        { name: 'زياد', box: '9', ampere: 2 },
        { name: 'ريما', box: '9', ampere: 2 },
      ]).expect(201);
      const undo = await agent.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
      expect(undo.body).toMatchObject({ deletedCount: 2, revertedCount: 1 });
      const after = await snapshotOfData(db);
      expect(after.kwh_customers).toEqual(before.kwh_customers);
      // The other group's customer of the same name and box was never touched.
      expect(await kwhCustomers(agent, 'baydawi-kwh')).toHaveLength(1);
    });
  });

  describe('POST /import-preview', () => {
    it('shows each pasted line as the import would leave it, marked create or update, with the counts; writes nothing', async () => {
      await importKwhCustomers(agent, 'mahmoud-kwh', [
        { name: 'وليد', box: '3', ampere: 5, previousKwh: 100, currentKwh: 120, amountPaid: 7 },
      ]);
      const before = await snapshotOfData(db);
      const text = [
        'وليد\t3\t\t5\t120\t200',
        'نور\t4\tالساحة\t2\t0\t50\t0.5\t20\t5',
        'قصير\t1\t2',
        'نور\t4\tالساحة\t2\t0\t60',
      ].join('\n');
      const response = await agent
        .post('/api/mahmoud-kwh-customers/import-preview')
        .send({ text })
        .expect(200);
      const existing = (await kwhCustomers(agent, 'mahmoud-kwh'))[0];
      expect(response.body.creates).toBe(1);
      expect(response.body.updates).toBe(1);
      expect(response.body.rows).toEqual([
        expect.objectContaining({
          action: 'update',
          existingCustomerNumber: existing.customerNumber,
          name: 'وليد',
          previousKwh: 120,
          currentKwh: 200,
          consumption: 80,
          amountPaid: 7,
          totalAmount: 80,
        }),
        expect.objectContaining({
          action: 'create',
          name: 'نور',
          address: 'الساحة',
          pricePerKwh: 0.5,
          insurance: 20,
          totalAmount: 25,
        }),
      ]);
      expect(response.body.skipped).toEqual([
        expect.objectContaining({ line: 3, reason: 'عدد الأعمدة أقل من 6' }),
        // docs/customer-imports.md: a second row of the same customer is refused, naming the first.
        expect.objectContaining({ line: 4, reason: 'يكرر السطر 2 (الاسم والعلبة نفسهما)' }),
      ]);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses a body without text', async () => {
      const response = await agent.post('/api/mahmoud-kwh-customers/import-preview').send({}).expect(400);
      expect(response.body.message).toBe('يرجى لصق البيانات');
    });
  });
});
