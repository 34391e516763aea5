import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { byName, importKwhCustomers, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('kWh price update and permanent sort', () => {
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
    await db.query('DELETE FROM kwh_customers');
    await db.query('DELETE FROM audit_log');
    // Each test starts from groups never priced (docs/metered-group-price.md): new customers at 1 dollar.
    await db.query(`DELETE FROM settings WHERE key LIKE 'metered_group_price:%'`);
    await db.query('DELETE FROM exchange_rate');
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (89500)');
    await importKwhCustomers(agent, 'baydawi-kwh', [
      { name: 'Rami', box: '10', ampere: 5, previousKwh: 0, currentKwh: 100, amountPaid: 5 },
      { name: 'زينب', box: '2', ampere: 5, previousKwh: 0, currentKwh: 33, pricePerKwh: 0.5 },
      { name: 'أحمد', box: '10', ampere: 5, previousKwh: 0, currentKwh: 7 },
      { name: 'بلا علبة', ampere: 5, previousKwh: 0, currentKwh: 1 },
      { name: 'علي', box: '2', ampere: 5, previousKwh: 0, currentKwh: 0 },
    ]);
    // Another group, which neither call may touch.
    await importKwhCustomers(agent, 'mahmoud-kwh', [{ name: 'غريب', box: '1', ampere: 1, currentKwh: 10 }]);
  });

  const prices = (body: unknown) =>
    agent.patch('/api/baydawi-kwh-customers/update-all-prices').send(body as object);
  const rows = () =>
    db.query<Record<string, unknown>>(
      `SELECT id, name, price_per_kwh::text, total_amount::text, outstanding_balance::text, total_amount_lbp::text,
         display_rank, customer_number FROM kwh_customers ORDER BY customer_number`,
    );

  describe('PATCH /update-all-prices', () => {
    it('gives every customer of the system the unit price (4 decimals) and computes the totals again', async () => {
      const response = await prices({ pricePerKwh: '0.1234' }).expect(200);
      expect(response.body).toEqual({ message: 'تم تحديث الأسعار بنجاح', updated: 5, pricePerKwh: 0.1234 });
      const customers = await kwhCustomers(agent, 'baydawi-kwh');
      expect(customers.every((customer) => customer.pricePerKwh === 0.1234)).toBe(true);
      // 100 × 0.1234 = 12.34; 33 × 0.1234 = 4.0722 → 4.07.
      expect(customers.find((c) => c.name === 'Rami')).toMatchObject({
        totalAmount: 12.34,
        outstandingBalance: 7.34,
      });
      expect(customers.find((c) => c.name === 'زينب')).toMatchObject({ totalAmount: 4.07 });
      expect((await kwhCustomers(agent, 'mahmoud-kwh'))[0]).toMatchObject({
        pricePerKwh: 1,
        totalAmount: 10,
      });
    });

    it('is one batch that undo takes back exactly', async () => {
      const before = await rows();
      await prices({ pricePerKwh: 2.5 }).expect(200);
      const undo = await agent.delete('/api/baydawi-kwh-customers/undo-last-batch').expect(200);
      expect(undo.body).toMatchObject({ deletedCount: 0, revertedCount: 5 });
      expect(await rows()).toEqual(before);
    });

    it.each([
      [{ pricePerKwh: 0 }],
      [{ pricePerKwh: -1 }],
      [{ pricePerKwh: '0.12345' }],
      [{ pricePerKwh: 'غالي' }],
      [{}],
      [{ pricePerKwh: true }],
    ])('refuses %p in Arabic naming the price, writing nothing', async (body) => {
      const before = await snapshotOfData(db);
      const response = await prices(body).expect(400);
      expect(response.body.message).toMatch(/سعر الكيلوواط/);
      expect(await snapshotOfData(db)).toEqual(before);
    });
  });

  describe('PATCH /update-all-prices in pounds, for chosen customers', () => {
    const audit = () =>
      db.query<{
        actor: string;
        action: string;
        system: string;
        count: number;
        details: Record<string, unknown>;
      }>(`SELECT actor, action, system, count, details FROM audit_log WHERE action = 'update-prices'`);

    it('converts the LBP price at the stored rate (4 decimals, half away from zero) for every customer', async () => {
      // 224,000 / 89,500 = 2.502793… → 2.5028
      const response = await prices({ pricePerKwhLbp: '٢٢٤٬٠٠٠' }).expect(200);
      expect(response.body).toEqual({ message: 'تم تحديث الأسعار بنجاح', updated: 5, pricePerKwh: 2.5028 });
      const customers = await kwhCustomers(agent, 'baydawi-kwh');
      expect(customers.every((customer) => customer.pricePerKwh === 2.5028)).toBe(true);
      // 100 × 2.5028 = 250.28; 33 × 2.5028 = 82.5924 → 82.59 (amounts stay in cents)
      expect(customers.find((c) => c.name === 'Rami')).toMatchObject({ totalAmount: 250.28 });
      expect(customers.find((c) => c.name === 'زينب')).toMatchObject({ totalAmount: 82.59 });
      expect((await kwhCustomers(agent, 'mahmoud-kwh'))[0]).toMatchObject({ pricePerKwh: 1 });
    });

    it('converts at the rate stored now, not the default', async () => {
      await db.query('INSERT INTO exchange_rate (usd_to_lbp, updated_at) VALUES (100000, clock_timestamp())');
      const response = await prices({ pricePerKwhLbp: 25_000 }).expect(200);
      expect(response.body.pricePerKwh).toBe(0.25);
    });

    it('re-prices only the chosen customers of the system, as one batch undo takes back', async () => {
      const before = await rows();
      const customers = await kwhCustomers(agent, 'baydawi-kwh');
      const chosen = [byName(customers, 'Rami').id, byName(customers, 'علي').id];
      const response = await prices({ pricePerKwhLbp: 44_750, ids: chosen }).expect(200);
      expect(response.body).toEqual({ message: 'تم تحديث الأسعار بنجاح', updated: 2, pricePerKwh: 0.5 });
      const after = await kwhCustomers(agent, 'baydawi-kwh');
      expect(
        after
          .filter((c) => c.pricePerKwh === 0.5)
          .map((c) => c.name)
          .sort(),
      ).toEqual(['Rami', 'زينب', 'علي'].sort());
      expect(byName(after, 'Rami')).toMatchObject({ totalAmount: 50, outstandingBalance: 45 });
      expect(byName(after, 'أحمد')).toMatchObject({ pricePerKwh: 1, totalAmount: 7 });
      await agent.delete('/api/baydawi-kwh-customers/undo-last-batch').expect(200);
      expect(await rows()).toEqual(before);
    });

    it('writes one audit entry with who, the system and how many customers', async () => {
      await prices({ pricePerKwhLbp: 89_500 }).expect(200);
      expect(await audit()).toEqual([
        expect.objectContaining({
          actor: expect.stringMatching(/@example\.com$/),
          action: 'update-prices',
          system: 'baydawi-kwh',
          // Every customer now bills from the pounds typed (the source is kept), even
          // those whose dollar price was already 1
          count: 5,
          details: expect.objectContaining({ pricePerKwh: 1, pricePerKwhLbp: 89_500 }),
        }),
      ]);
    });

    it.each([
      [{ pricePerKwhLbp: 0 }],
      [{ pricePerKwhLbp: -224000 }],
      [{ pricePerKwhLbp: 'ليرة' }],
      [{ pricePerKwhLbp: '' }],
      [{ pricePerKwhLbp: null }],
      [{ pricePerKwhLbp: '224000.5' }],
      // 1 / 89,500 is less than a ten-thousandth of a dollar: no price at all
      [{ pricePerKwhLbp: 1 }],
    ])('refuses %p with يرجى إدخال سعر صحيح, writing nothing', async (body) => {
      const before = await snapshotOfData(db);
      const response = await prices(body).expect(400);
      expect(response.body.message).toBe('يرجى إدخال سعر صحيح');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses both prices at once, writing nothing', async () => {
      const before = await snapshotOfData(db);
      const response = await prices({ pricePerKwh: 1, pricePerKwhLbp: 89_500 }).expect(400);
      expect(response.body.message).toBe('يرجى إدخال سعر واحد: بالدولار أو بالليرة');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses ids that are no customer of this system (another group, unknown, not an id), writing nothing', async () => {
      const stranger = (await kwhCustomers(agent, 'mahmoud-kwh'))[0].id;
      const own = (await kwhCustomers(agent, 'baydawi-kwh'))[0].id;
      for (const ids of [
        [own, stranger],
        [own, '00000000-0000-4000-8000-000000000000'],
        [own, 'abc'],
      ]) {
        const before = await snapshotOfData(db);
        const response = await prices({ pricePerKwhLbp: 89_500, ids }).expect(400);
        expect(response.body.message).toBe('بعض العملاء المحددين غير موجودين في هذا النظام');
        expect(await snapshotOfData(db)).toEqual(before);
      }
    });

    it('refuses an empty or malformed selection in Arabic', async () => {
      for (const ids of [[], 'abc', [1]]) {
        const response = await prices({ pricePerKwhLbp: 89_500, ids }).expect(400);
        expect(response.body.message).toMatch(/العملاء/);
      }
    });

    it('is open to operators and closed to the signed-out', async () => {
      await testApp
        .agent()
        .patch('/api/baydawi-kwh-customers/update-all-prices')
        .send({ pricePerKwhLbp: 1000 })
        .expect(401);
    });
  });

  describe('POST /sort-permanently', () => {
    it('stores the order box then name (Arabic before Latin, no box last) for every list; renumbers nobody', async () => {
      const numbersBefore = (await kwhCustomers(agent, 'baydawi-kwh')).map((c) => [c.name, c.customerNumber]);
      const response = await agent.post('/api/baydawi-kwh-customers/sort-permanently').expect(200);
      expect(response.body).toEqual({ message: 'تم ترتيب الأسماء بشكل دائم', updated: 5 });
      const sorted = await kwhCustomers(agent, 'baydawi-kwh');
      expect(sorted.map((c) => c.name)).toEqual(['زينب', 'علي', 'أحمد', 'Rami', 'بلا علبة']);
      expect(Object.fromEntries(sorted.map((c) => [c.name, c.customerNumber]))).toEqual(
        Object.fromEntries(numbersBefore),
      );
      // Sorting again changes nothing and opens no batch.
      const again = await agent.post('/api/baydawi-kwh-customers/sort-permanently').expect(200);
      expect(again.body.updated).toBe(0);
    });

    it('is undoable: the order before comes back', async () => {
      const before = await rows();
      await agent.post('/api/baydawi-kwh-customers/sort-permanently').expect(200);
      await agent.delete('/api/baydawi-kwh-customers/undo-last-batch').expect(200);
      expect(await rows()).toEqual(before);
    });

    it('answers 404 for an unknown system', async () => {
      await agent.post('/api/nowhere-customers/sort-permanently').expect(404);
    });
  });
});
