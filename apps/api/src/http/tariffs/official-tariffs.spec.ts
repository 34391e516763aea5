import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { byName, importKwhCustomers, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** The ministry's tariff of July 2025 (docs/official-tariff.md). */
const JULY_2025 = {
  kwhPriceLbp: { town: '32,790', village: '٣٦٠٦٩' },
  fixedFeesLbp: { 5: 385000, 10: 685000, perExtra5A: 300000 },
  exchangeRate: 89700,
  dieselPrice20LLbp: '1,542,785',
  source: 'وزارة الطاقة والمياه',
};

interface ComplianceAnswer {
  tariff: { month: string } | null;
  bills: {
    name: string;
    zone: string;
    zoneName: string;
    kwhPriceLbp: number;
    excessPerKwhLbp: number;
    excessEnergyLbp: number;
    fixedLbp: number;
    excessFixedLbp: number;
    excessTotalLbp: number;
  }[];
  totals: { billsChecked: number; billsExceeding: number; excessTotalLbp: number };
  flat: { count: number; customers: { name: string }[] };
}

/**
 * docs/official-tariff.md over HTTP on the real PostgreSQL: the tariff entered per month (admins only,
 * audited, refusals in Arabic), the customers' zone, the compliance list of a live and a closed month,
 * and the tariff applied as one change the group's undo takes back.
 */
describe('the official tariff and compliance (docs/official-tariff.md)', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let operator: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await testApp.signedInAgent('مدير', 'admin');
    operator = await testApp.signedInAgent('موظف');
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM kwh_customers');
    await db.query('DELETE FROM kwh_monthly_archives');
    await db.query('DELETE FROM month_closes');
    await db.query('DELETE FROM batch_entries');
    await db.query('DELETE FROM batches');
    await db.query('DELETE FROM batch_groups');
    await db.query('DELETE FROM subscription_pricing');
    await db.query('DELETE FROM official_tariffs');
    await db.query('DELETE FROM exchange_rate');
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (89700)');
    await db.query(
      `INSERT INTO billing_months (system, live_month) VALUES ('kwh', '2025-07')
       ON CONFLICT (system) DO UPDATE SET live_month = EXCLUDED.live_month`,
    );
  });

  const compliance = async (query: string) =>
    (await operator.get(`/api/compliance?${query}`).expect(200)).body as ComplianceAnswer;

  /** A town customer at 33,000 ل.ل/kWh and 5 A (400,000 ل.ل fixed), and a village one at the tariff. */
  async function billedAboveTheTariff(): Promise<void> {
    await importKwhCustomers(admin, 'kwh', [
      { name: 'سمير المدني', box: '1', ampere: 5, previousKwh: 100, currentKwh: 200 },
      { name: 'ليلى الجبلية', box: '2', ampere: 10, previousKwh: 0, currentKwh: 50, zone: 'القرى' },
    ]);
    await admin.patch('/api/kwh-customers/update-all-prices').send({ pricePerKwhLbp: 33000 }).expect(200);
    await admin
      .post('/api/subscription-pricing')
      .send({ pricing: { 5: 400000, 10: 685000 } })
      .expect(200);
    await admin.put('/api/official-tariffs/2025-07').send(JULY_2025).expect(200);
  }

  it('keeps a month’s tariff, read back in whole pounds with the zones named in Arabic, and audited', async () => {
    const saved = await admin.put('/api/official-tariffs/2025-07').send(JULY_2025).expect(200);
    expect(saved.body).toMatchObject({
      month: '2025-07',
      kwhPriceLbp: { town: 32790, village: 36069 },
      fixedFeesLbp: { 5: 385000, 10: 685000, perExtra5A: 300000 },
      exchangeRate: 89700,
      dieselPrice20LLbp: 1542785,
      source: 'وزارة الطاقة والمياه',
      zones: [
        { id: 'town', name: 'المدن / تحت ٧٠٠ م' },
        { id: 'village', name: 'القرى / فوق ٧٠٠ م' },
      ],
    });
    await admin
      .put('/api/official-tariffs/2025-08')
      .send({ ...JULY_2025, kwhPriceLbp: { town: 33000, village: 36500 } })
      .expect(200);
    const history = await operator.get('/api/official-tariffs').expect(200);
    expect((history.body as { month: string }[]).map((tariff) => tariff.month)).toEqual([
      '2025-08',
      '2025-07',
    ]);
    expect((await operator.get('/api/official-tariffs/2025-07').expect(200)).body).toMatchObject({
      kwhPriceLbp: { town: 32790 },
    });
    const [audit] = await db.query<{ actor: string; details: { month: string } }>(
      `SELECT actor, details FROM audit_log WHERE action = 'set-official-tariff' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.details.month).toBe('2025-08');
  });

  it('refuses a bad price in Arabic naming the field, an operator, and a month without a tariff', async () => {
    const refused = await admin
      .put('/api/official-tariffs/2025-07')
      .send({ ...JULY_2025, kwhPriceLbp: { town: 'غالي', village: 36069 } })
      .expect(400);
    expect((refused.body as { message: string }).message).toContain('سعر الكيلوواط (المدن / تحت ٧٠٠ م)');
    await admin.put('/api/official-tariffs/2025-13').send(JULY_2025).expect(400);
    await operator.put('/api/official-tariffs/2025-07').send(JULY_2025).expect(403);
    expect((await db.query('SELECT 1 FROM official_tariffs')).length).toBe(0);
    const missing = await operator.get('/api/official-tariffs/2025-07').expect(404);
    expect((missing.body as { message: string }).message).toBe('لا توجد تسعيرة رسمية لشهر تموز 2025');
    await operator.get('/api/compliance?month=July').expect(400);
  });

  it('takes a customer’s zone on the add form, the edit and the import, in Arabic or English', async () => {
    const added = await admin
      .post('/api/kwh-customers')
      .send({ name: 'نادر', box: '3', ampere: 5, zone: 'village' })
      .expect(201);
    expect((added.body as { zone: string }).zone).toBe('village');
    const plain = await admin
      .post('/api/kwh-customers')
      .send({ name: 'هادي', box: '4', ampere: 5 })
      .expect(201);
    expect((plain.body as { zone: string }).zone).toBe('town');
    const id = (plain.body as { id: string }).id;
    await admin.patch(`/api/kwh-customers/${id}`).send({ zone: 'القرى / فوق ٧٠٠ م' }).expect(200);
    expect(byName(await kwhCustomers(admin, 'kwh'), 'هادي').zone).toBe('village');
    const refused = await admin.patch(`/api/kwh-customers/${id}`).send({ zone: 'الساحل' }).expect(400);
    expect((refused.body as { message: string }).message).toContain('المنطقة: «الساحل» غير معروفة');
    await admin
      .post('/api/kwh-customers/bulk')
      .send({
        records: [{ name: 'سلمى', box: '5', ampere: 5, previousKwh: 0, currentKwh: 0, zone: 'Village' }],
      })
      .expect(201);
    expect(byName(await kwhCustomers(admin, 'kwh'), 'سلمى').zone).toBe('village');
  });

  it('lists a town customer billed above July 2025’s tariff; applying it clears the list and undo brings it back', async () => {
    await billedAboveTheTariff();
    const before = await compliance('month=2025-07&system=kwh');
    expect(before.bills).toEqual([
      expect.objectContaining({
        name: 'سمير المدني',
        zone: 'town',
        zoneName: 'المدن / تحت ٧٠٠ م',
        kwhPriceLbp: 33000,
        excessPerKwhLbp: 210,
        excessEnergyLbp: 21000,
        fixedLbp: 400000,
        excessFixedLbp: 15000,
        excessTotalLbp: 36000,
      }),
    ]);
    expect(before.totals).toEqual({
      billsChecked: 2,
      billsExceeding: 1,
      excessEnergyLbp: 21000,
      excessFixedLbp: 15000,
      excessTotalLbp: 36000,
    });

    await operator.post('/api/official-tariffs/2025-07/apply').send({ system: 'kwh' }).expect(403);
    const applied = await admin
      .post('/api/official-tariffs/2025-07/apply')
      .send({ system: 'kwh' })
      .expect(200);
    expect(applied.body).toMatchObject({ systems: ['kwh'], pricing: { 5: 385000, 10: 685000 } });
    expect((await compliance('month=2025-07&system=kwh')).bills).toEqual([]);
    const customers = await kwhCustomers(admin, 'kwh');
    // Each customer at their zone's price, billed in exact pounds.
    expect(byName(customers, 'سمير المدني').totalAmountLbp).toBe(100 * 32790 + 385000);
    expect(byName(customers, 'ليلى الجبلية').totalAmountLbp).toBe(50 * 36069 + 685000);
    expect((await admin.get('/api/kwh-customers/group-price').expect(200)).body).toMatchObject({
      pricePerKwhLbp: 32790,
    });

    await admin.delete('/api/kwh-customers/undo-last-batch').expect(200);
    const undone = await compliance('month=2025-07&system=kwh');
    expect(undone.bills.map((bill) => [bill.name, bill.excessPerKwhLbp, bill.excessFixedLbp])).toEqual([
      ['سمير المدني', 210, 15000],
    ]);
    expect((await admin.get('/api/kwh-customers/group-price').expect(200)).body).toMatchObject({
      pricePerKwhLbp: 33000,
    });
  });

  it('checks a closed month from what its close kept, and lists flat subscribers apart', async () => {
    await billedAboveTheTariff();
    const close = await admin.post('/api/kwh-customers/new-month').send({}).expect(200);
    // The close warns: one bill of the month it closed was above the official tariff.
    expect((close.body as { billsAboveOfficialTariff: number }).billsAboveOfficialTariff).toBe(1);
    // The next month's bills are at the official prices: the closed month still exceeded it.
    await admin.post('/api/official-tariffs/2025-07/apply').send({ system: 'all' }).expect(200);
    const closed = await compliance('month=2025-07&system=kwh');
    expect(closed.bills.map((bill) => [bill.name, bill.excessPerKwhLbp, bill.excessEnergyLbp])).toEqual([
      ['سمير المدني', 210, 21000],
    ]);
    const everyone = await compliance('month=2025-07');
    expect(everyone.flat.count).toBe(everyone.flat.customers.length);
    expect(everyone.totals.billsExceeding).toBe(1);
    const without = await compliance('month=2024-01&system=kwh');
    expect(without).toMatchObject({ tariff: null, bills: [], totals: { billsChecked: 0 } });
  });

  it('prints the official tariff of the invoice’s month and the customer’s zone once the owner chose it', async () => {
    await billedAboveTheTariff();
    const customers = await kwhCustomers(admin, 'kwh');
    const ids = customers.map((customer) => customer.id);
    const town = byName(customers, 'سمير المدني').id;
    type Printed = {
      officialTariffLine: string | null;
      statement: { name: string; month: string; monthLabel: string };
    };
    const print = async (request: Record<string, unknown> = {}) =>
      (
        await operator
          .post('/api/print-invoices')
          .send({ type: 'kwh', ids, ...request })
          .expect(200)
      ).body as Printed[];
    const lines = async (request: Record<string, unknown> = {}) =>
      Object.fromEntries(
        (await print(request)).map((invoice) => [invoice.statement.name, invoice.officialTariffLine]),
      );
    const chooseLine = async (on: boolean) => {
      const profile = (await admin.get('/api/company-profile').expect(200)).body as Record<string, unknown>;
      await admin
        .put('/api/company-profile')
        .send({ ...profile, printOfficialTariffLine: on })
        .expect(200);
    };

    // The live invoices are for the month of the 25th rule: it gets its own tariff (no line before).
    const [{ statement: live }] = await print();
    await chooseLine(true);
    if (live.month !== '2025-07') {
      expect(await lines()).toEqual({ 'سمير المدني': null, 'ليلى الجبلية': null });
      await admin.put(`/api/official-tariffs/${live.month}`).send(JULY_2025).expect(200);
    }
    expect(await lines()).toEqual({
      'سمير المدني': `التسعيرة الرسمية لشهر ${live.monthLabel}: 32,790 ل.ل/ك.و.س`,
      'ليلى الجبلية': `التسعيرة الرسمية لشهر ${live.monthLabel}: 36,069 ل.ل/ك.و.س`,
    });
    const single = await operator.get(`/api/kwh-customers/${town}/invoice`).expect(200);
    expect(single.body).toMatchObject({
      officialTariffLine: `التسعيرة الرسمية لشهر ${live.monthLabel}: 32,790 ل.ل/ك.و.س`,
    });

    // A closed month prints the tariff of its own month, as the close kept the customer's zone.
    await admin.post('/api/kwh-customers/new-month').send({}).expect(200);
    expect(await lines({ closedMonth: '2025-07' })).toEqual({
      'سمير المدني': 'التسعيرة الرسمية لشهر تموز 2025: 32,790 ل.ل/ك.و.س',
      'ليلى الجبلية': 'التسعيرة الرسمية لشهر تموز 2025: 36,069 ل.ل/ك.و.س',
    });

    // Off again: nothing, and the owner's choice is what every print reads.
    await chooseLine(false);
    expect(await lines({ closedMonth: '2025-07' })).toEqual({ 'سمير المدني': null, 'ليلى الجبلية': null });
  });
});
