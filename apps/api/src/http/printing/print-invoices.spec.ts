import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView } from '@kahraba/persistence';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { liveRecords } from '../../testing/ampere-test-data';
import { importKwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

const PROFILE = {
  name: 'مولد النور',
  address: 'بيروت، الطريق الجديدة',
  phone: '01 234 567',
  phone2: '03 765 432',
  email: 'info@nour.example',
  registrationNumber: 'REG-7781',
  lookupNote: 'استعلم عن فاتورتك عبر الموقع',
};
const COMPANY = {
  name: PROFILE.name,
  registrationNumber: PROFILE.registrationNumber,
  phone: PROFILE.phone,
  phone2: PROFILE.phone2,
  lookupNote: PROFILE.lookupNote,
};

describe('printing for every system', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;
  let ampere: AmpereRecordView[];

  const byName = (name: string) => {
    const record = ampere.find((candidate) => candidate.name === name);
    if (!record) throw new Error(`no ampere customer ${name}`);
    return record;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('boss@example.com', 'مدير', 'المولد', 'admin', 'admin secret 1'));
    const admin = testApp.agent();
    await admin
      .post('/api/login')
      .send({ email: 'boss@example.com', password: 'admin secret 1' })
      .expect(200);
    await admin.put('/api/company-profile').send(PROFILE).expect(200);
    await agent
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'وليد', box: '10', ampere: 3, amperePrice: 15, address: 'الحارة', amountPaid: 20 },
          { name: 'نادين', box: '9', ampere: 2, amperePrice: 10 },
          { name: 'جورج', box: '10', ampere: 5, amperePrice: 12, amountPaid: 60 },
          { name: 'سمير', box: null, ampere: 1, amperePrice: 10 },
        ],
      })
      .expect(201);
    await db.query(`UPDATE ampere_records SET month = '2026-11'`);
    ampere = await liveRecords(agent);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));

  describe('POST /api/print-invoices', () => {
    it('answers one uniform invoice per ampere customer, with LBP and the company, in box then number order', async () => {
      today(2026, 11, 12);
      const ids = ['سمير', 'جورج', 'نادين', 'وليد'].map((name) => byName(name).id);
      const response = await agent.post('/api/print-invoices').send({ type: 'ampere', ids }).expect(200);
      expect(response.body.map((invoice: { statement: { name: string } }) => invoice.statement.name)).toEqual(
        [
          'نادين',
          // Box 10: customer numbers in order (وليد was imported before جورج).
          'وليد',
          'جورج',
          'سمير',
        ],
      );
      const walid = byName('وليد');
      expect(response.body[1]).toEqual({
        otherLines: [],
        company: COMPANY,
        // A flat ampere invoice is not meter-based: no official tariff line (docs/official-tariff.md).
        officialTariffLine: null,
        statement: expect.objectContaining({
          id: walid.id,
          system: 'ampere',
          invoiceNumber: `INV-${walid.customerNumber}-2026`,
          monthLabel: 'تشرين الثاني 2026',
          customerNumber: walid.customerNumber,
          name: 'وليد',
          box: '10',
          address: 'الحارة',
          lines: [
            {
              kind: 'ampere',
              quantity: 3,
              unit: 'أمبير',
              unitPrice: 15,
              unitPriceCurrency: 'USD',
              amount: 45,
              amountLbp: 4_027_500,
            },
          ],
          base: 40.54,
          vat: 4.46,
          vatRatePercent: 11,
          total: 45,
          previousBalance: 0,
          amountPaid: 20,
          totalDue: 25,
          isPaid: false,
          // docs/business-rules.md#the-statement-of-account: the pounds due are the balance in pounds ($25 at 89,500)
          lbp: expect.objectContaining({ total: 4_027_500, vat: 399_122, rate: 89_500, totalDue: 2_237_500 }),
        }),
      });
      expect(response.body[2].statement).toMatchObject({ name: 'جورج', isPaid: true, totalDue: 0 });
    });

    it('prints the month and year chosen: the label and the year of the invoice number', async () => {
      today(2026, 11, 12);
      const walid = byName('وليد');
      const response = await agent
        .post('/api/print-invoices')
        .send({ type: 'ampere', ids: [walid.id], month: 2, year: 2027 })
        .expect(200);
      expect(response.body[0].statement).toMatchObject({
        monthLabel: 'شباط 2027',
        invoiceNumber: `INV-${walid.customerNumber}-2027`,
      });
    });

    it("prints a metered group's invoices from their stored bill: consumption line, readings grouped, fee with its cents, LBP", async () => {
      today(2026, 11, 12);
      const [customer] = await importKwhCustomers(agent, 'mahmoud-kwh', [
        {
          name: 'يوسف',
          box: '17',
          address: 'الجبل',
          ampere: 5,
          previousKwh: 10_100,
          currentKwh: 10_250,
          pricePerKwh: 0.5,
          amountPaid: 20,
        },
      ]);
      await db.query(`UPDATE kwh_customers SET month = '2026-11' WHERE id = $1`, [customer.id]);
      const response = await agent
        .post('/api/print-invoices')
        .send({ type: 'mahmoud-kwh', ids: [customer.id] })
        .expect(200);
      expect(response.body).toEqual([
        {
          otherLines: [
            // docs/printing.md: readings grouped, dollars on paper with their cents.
            { label: 'القراءة السابقة', value: '10,100' },
            { label: 'القراءة الحالية', value: '10,250' },
            { label: 'رسم الاشتراك', value: '$0.00' },
          ],
          company: COMPANY,
          officialTariffLine: null,
          statement: expect.objectContaining({
            id: customer.id,
            system: 'mahmoud-kwh',
            invoiceNumber: `INV-${customer.customerNumber}-2026`,
            monthLabel: 'تشرين الثاني 2026',
            lines: [
              {
                kind: 'energy',
                quantity: 150,
                unit: 'ك.و.س',
                unitPrice: 0.5,
                unitPriceCurrency: 'USD',
                amount: 75,
                amountLbp: 6_712_500,
              },
              expect.objectContaining({ kind: 'subscription-fee' }),
            ],
            total: customer.totalAmount,
            vat: customer.vatAmount,
            amountPaid: 20,
            lbp: expect.objectContaining({
              total: customer.totalAmountLbp,
              vat: customer.tvaAmountLbp,
              rate: customer.exchangeRateUsed,
              totalDue: Math.round(customer.outstandingBalance * customer.exchangeRateUsed),
            }),
          }),
        },
      ]);
    });

    it('prints the other metered group through the same call, by box', async () => {
      await importKwhCustomers(agent, 'baydawi-kwh', [
        { name: 'ريم', box: '3', ampere: 2, previousKwh: 0, currentKwh: 40, pricePerKwh: 1 },
        { name: 'هادي', box: '4', ampere: 2, previousKwh: 0, currentKwh: 10, pricePerKwh: 1 },
      ]);
      const response = await agent
        .post('/api/print-invoices')
        .send({ type: 'baydawi-kwh', boxes: ['3'] })
        .expect(200);
      expect(
        response.body.map(({ statement }: { statement: { name: string; system: string } }) => [
          statement.name,
          statement.system,
        ]),
      ).toEqual([['ريم', 'baydawi-kwh']]);
    });

    it('reads the customers in a fixed number of queries, however many are printed (no query per customer)', async () => {
      const records = Array.from({ length: 300 }, (_, index) => ({
        name: `كثير ${index}`,
        box: '70',
        ampere: 2,
      }));
      await agent.post('/api/ampere-records/bulk').send({ records }).expect(201);
      const ids = (await liveRecords(agent))
        .filter((record) => record.box === '70')
        .map((record) => record.id);
      const queries = jest.spyOn(db, 'query');
      const response = await agent.post('/api/print-invoices').send({ type: 'ampere', ids }).expect(200);
      expect(response.body).toHaveLength(300);
      expect(queries.mock.calls.length).toBeLessThanOrEqual(5);
    });

    describe('refusals', () => {
      it('refuses an unknown type with 404', async () => {
        const response = await agent
          .post('/api/print-invoices')
          .send({ type: 'gas', ids: [randomUUID()] })
          .expect(404);
        expect(response.body.message).toBe('نظام الفوترة غير معروف');
      });

      it('refuses customers of another system with 400 in Arabic', async () => {
        const response = await agent
          .post('/api/print-invoices')
          .send({ type: 'mahmoud-kwh', ids: [byName('وليد').id] })
          .expect(400);
        expect(response.body.message).toMatch(/^بعض العملاء المختارين \(1\) ليسوا من عملاء/);
      });

      it('refuses more than 20,000 customers', async () => {
        const ids = Array.from({ length: 20_001 }, () => randomUUID());
        const response = await agent.post('/api/print-invoices').send({ type: 'ampere', ids }).expect(400);
        expect(response.body.message).toBe('الحد الأقصى 20000 فاتورة في المرة الواحدة');
      });

      it.each([
        [{ month: 13 }, 'الشهر يجب أن يكون رقماً صحيحاً من 1 إلى 12'],
        [{ month: 'آذار' }, 'الشهر يجب أن يكون رقماً صحيحاً من 1 إلى 12'],
        [{ year: 2019 }, 'السنة يجب أن تكون رقماً صحيحاً من 2020 إلى 2100'],
        [{ year: 2101 }, 'السنة يجب أن تكون رقماً صحيحاً من 2020 إلى 2100'],
        [{ ids: ['not-an-id'] }, 'معرّف عميل غير صالح'],
        [{ ids: undefined }, 'اختر العملاء أو العلب المراد طباعة فواتيرها'],
      ])('refuses %p with 400 in Arabic', async (change, message) => {
        const response = await agent
          .post('/api/print-invoices')
          .send({ type: 'ampere', ids: [byName('وليد').id], ...change })
          .expect(400);
        expect(response.body.message).toBe(message);
      });

      it('refuses a signed-out caller', async () => {
        await testApp.agent().post('/api/print-invoices').send({ type: 'ampere', ids: [] }).expect(401);
      });
    });
  });

  describe('print selections', () => {
    it('stores a selection and prints it by its id, as by its ids', async () => {
      const ids = ampere.map((record) => record.id);
      const created = await agent.post('/api/print-selections').send({ type: 'ampere', ids }).expect(201);
      expect(created.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const stored = await agent.get(`/api/print-selections/${created.body.id}`).expect(200);
      expect(stored.body).toEqual({ type: 'ampere', ids: expect.arrayContaining(ids) });
      expect(stored.body.ids).toHaveLength(ids.length);
      const bySelection = await agent
        .post('/api/print-invoices')
        .send({ type: 'ampere', selectionId: created.body.id })
        .expect(200);
      const byIds = await agent.post('/api/print-invoices').send({ type: 'ampere', ids }).expect(200);
      expect(bySelection.body).toEqual(byIds.body);
    });

    it('forgets a selection after 24 hours', async () => {
      const created = await agent
        .post('/api/print-selections')
        .send({ type: 'ampere', ids: [byName('وليد').id] })
        .expect(201);
      await db.query(`UPDATE print_selections SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        created.body.id,
      ]);
      const response = await agent.get(`/api/print-selections/${created.body.id}`).expect(404);
      expect(response.body.message).toBe('قائمة الطباعة غير موجودة أو انتهت صلاحيتها، اختر العملاء من جديد');
      await agent
        .post('/api/print-invoices')
        .send({ type: 'ampere', selectionId: created.body.id })
        .expect(404);
    });

    it("refuses to print one system's selection as another's", async () => {
      const created = await agent
        .post('/api/print-selections')
        .send({ type: 'ampere', ids: [byName('وليد').id] })
        .expect(201);
      const response = await agent
        .post('/api/print-invoices')
        .send({ type: 'baydawi-kwh', selectionId: created.body.id })
        .expect(400);
      expect(response.body.message).toBe('قائمة الطباعة تخص نظام فوترة آخر');
    });

    it('refuses customers of another system, an unknown type, a bad id and a signed-out caller', async () => {
      const other = await agent
        .post('/api/print-selections')
        .send({ type: 'baydawi-kwh', ids: [byName('وليد').id] })
        .expect(400);
      expect(other.body.message).toMatch(/ليسوا من عملاء/);
      await agent.post('/api/print-selections').send({ type: 'gas', ids: [] }).expect(404);
      const missing = await agent.post('/api/print-selections').send({ type: 'ampere' }).expect(400);
      expect(missing.body.message).toBe('قائمة العملاء مطلوبة');
      const badId = await agent.get('/api/print-selections/123').expect(400);
      expect(badId.body.message).toBe('معرّف قائمة الطباعة غير صالح');
      await agent.get(`/api/print-selections/${randomUUID()}`).expect(404);
      await testApp.agent().post('/api/print-selections').send({ type: 'ampere', ids: [] }).expect(401);
      await testApp.agent().get(`/api/print-selections/${randomUUID()}`).expect(401);
    });
  });

  describe('GET /api/{type}-boxes', () => {
    it('lists the boxes of ampere numerically, without the empty box', async () => {
      const response = await agent.get('/api/ampere-boxes').expect(200);
      expect(response.body).toEqual(['9', '10', '70']);
    });

    it('lists the boxes of each metered group', async () => {
      expect((await agent.get('/api/mahmoud-kwh-boxes').expect(200)).body).toEqual(['17']);
      expect((await agent.get('/api/baydawi-kwh-boxes').expect(200)).body).toEqual(['3', '4']);
    });

    it('answers 404 for an unknown type and 401 signed out; the ampere box dialog keeps its own path', async () => {
      const unknown = await agent.get('/api/gas-boxes').expect(404);
      expect(unknown.body.message).toBe('نظام الفوترة غير معروف');
      await testApp.agent().get('/api/ampere-boxes').expect(401);
      const dialog = await agent.get('/api/ampere-records/boxes').expect(200);
      expect(dialog.body).toEqual(expect.arrayContaining([{ box: '9', customers: 1 }]));
    });
  });
});
