import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { importKwhCustomers, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('kWh price update and permanent sort (issue 8 §3)', () => {
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
      expect(response.body).toEqual({ message: 'تم تحديث الأسعار بنجاح', updated: 5 });
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
