import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { byName, importKwhCustomers, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * docs/metered-group-price.md on the real PostgreSQL: a metered group's current price is set by the
 * price change of the whole group, undone with it, and every new customer of the group starts from it
 * (the add form, the API without a price, an import without a price, an approved registration).
 */
describe("a metered group's price (docs/metered-group-price.md)", () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;
  let visitor = 0;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM kwh_customers');
    await db.query('DELETE FROM batch_entries');
    await db.query('DELETE FROM batches');
    await db.query(`DELETE FROM settings WHERE key LIKE 'metered_group_price:%'`);
    await db.query('DELETE FROM exchange_rate');
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (89500)');
  });

  const groupPrice = async (system: string) =>
    (await agent.get(`/api/${system}-customers/group-price`).expect(200)).body as {
      pricePerKwh: number;
      pricePerKwhLbp: number | null;
    };
  const changePrices = (system: string, body: object) =>
    agent.patch(`/api/${system}-customers/update-all-prices`).send(body).expect(200);
  const add = async (system: string, fields: object) =>
    (await agent.post(`/api/${system}-customers`).send(fields).expect(201)).body as {
      id: string;
      pricePerKwh: number;
      totalAmount: number;
      totalAmountLbp: number;
    };
  const undo = (system: string) => agent.delete(`/api/${system}-customers/undo-last-batch`).expect(200);
  const poundsOf = async (id: string) =>
    (
      await db.query<{ pounds: string | null }>(
        'SELECT price_per_kwh_lbp::text AS pounds FROM kwh_customers WHERE id = $1',
        [id],
      )
    )[0].pounds;

  async function approvedInto(system: string, name: string): Promise<string> {
    visitor += 1;
    const registration = await testApp
      .agent()
      .post('/api/pending-customers')
      .set('X-Forwarded-For', `10.9.0.${visitor}`)
      .send({ name, phone: '03 123 456', address: 'صيدا', ampereRequested: 5, meterType: 'meter' })
      .expect(201);
    const approved = await agent
      .post(`/api/pending-customers/${(registration.body as { id: string }).id}/approve`)
      .send({ system })
      .expect(200);
    return (approved.body as { customerId: string }).customerId;
  }

  it('is 1 dollar for a group whose price was never set', async () => {
    expect(await groupPrice('mahmoud-kwh')).toEqual({ pricePerKwh: 1, pricePerKwhLbp: null });
  });

  it("approves a registration into a group at the group's price, not 1 dollar", async () => {
    await importKwhCustomers(agent, 'baydawi-kwh', [{ name: 'قديم', box: '1', ampere: 5, currentKwh: 100 }]);
    await changePrices('baydawi-kwh', { pricePerKwh: 0.42 });
    const id = await approvedInto('baydawi-kwh', 'رامي الخطيب');
    const customers = await kwhCustomers(agent, 'baydawi-kwh');
    expect(customers.find((customer) => customer.id === id)).toMatchObject({
      name: 'رامي الخطيب',
      pricePerKwh: 0.42,
    });
  });

  it("adds a customer sent without a price at the group's price, one with a price at its own", async () => {
    await changePrices('mahmoud-kwh', { pricePerKwh: '0.42' });
    expect(await groupPrice('mahmoud-kwh')).toEqual({ pricePerKwh: 0.42, pricePerKwhLbp: null });
    const plain = await add('mahmoud-kwh', { name: 'بلا سعر', ampere: 5, currentKwh: 100 });
    expect(plain).toMatchObject({ pricePerKwh: 0.42, totalAmount: 42 });
    const blank = await add('mahmoud-kwh', { name: 'سعر فارغ', ampere: 5, pricePerKwh: null });
    expect(blank.pricePerKwh).toBe(0.42);
    const own = await add('mahmoud-kwh', { name: 'بسعره', ampere: 5, pricePerKwh: 0.5 });
    expect(own.pricePerKwh).toBe(0.5);
    // Every other group keeps its own price.
    expect(await groupPrice('baydawi-kwh')).toEqual({ pricePerKwh: 1, pricePerKwhLbp: null });
  });

  it("imports rows without a price at the group's price, in the preview as in the import", async () => {
    await changePrices('mahmoud-kwh', { pricePerKwh: 0.42 });
    const preview = await agent
      .post('/api/mahmoud-kwh-customers/import-preview')
      .send({ text: 'جديد\t3\tصيدا\t5\t0\t100' })
      .expect(200);
    expect((preview.body as { rows: { pricePerKwh: number }[] }).rows[0].pricePerKwh).toBe(0.42);
    const customers = await importKwhCustomers(agent, 'mahmoud-kwh', [
      { name: 'جديد', box: '3', ampere: 5, currentKwh: 100 },
      { name: 'بسعره', box: '4', ampere: 5, currentKwh: 100, pricePerKwh: 0.3 },
    ]);
    expect(byName(customers, 'جديد')).toMatchObject({ pricePerKwh: 0.42, totalAmount: 42 });
    expect(byName(customers, 'بسعره').pricePerKwh).toBe(0.3);
  });

  it('leaves the group price alone when only chosen customers are re-priced', async () => {
    const [chosen] = await importKwhCustomers(agent, 'mahmoud-kwh', [{ name: 'مختار', ampere: 5 }]);
    await changePrices('mahmoud-kwh', { pricePerKwhLbp: 44_750, ids: [chosen.id] });
    expect(await groupPrice('mahmoud-kwh')).toEqual({ pricePerKwh: 1, pricePerKwhLbp: null });
  });

  it('sets the price of a group without customers, as one batch its undo takes back', async () => {
    const response = await changePrices('mahmoud-kwh', { pricePerKwh: 0.42 });
    expect(response.body).toMatchObject({ updated: 0, pricePerKwh: 0.42 });
    expect(await groupPrice('mahmoud-kwh')).toMatchObject({ pricePerKwh: 0.42 });
    await undo('mahmoud-kwh');
    expect(await groupPrice('mahmoud-kwh')).toEqual({ pricePerKwh: 1, pricePerKwhLbp: null });
  });

  it("undoes the group's price with the price change: a customer added after the undo pays the price before", async () => {
    await changePrices('baydawi-kwh', { pricePerKwh: 0.4 });
    await importKwhCustomers(agent, 'baydawi-kwh', [{ name: 'قديم', ampere: 5, currentKwh: 10 }]);
    await changePrices('baydawi-kwh', { pricePerKwh: 0.42 });
    const undone = await undo('baydawi-kwh');
    expect(undone.body).toMatchObject({ revertedCount: 1 });
    expect(await groupPrice('baydawi-kwh')).toEqual({ pricePerKwh: 0.4, pricePerKwhLbp: null });
    const added = await add('baydawi-kwh', { name: 'بعد التراجع', ampere: 5 });
    expect(added.pricePerKwh).toBe(0.4);
  });

  it('keeps a group price typed in pounds in pounds: new customers bill in pounds, dollars at the rate', async () => {
    await changePrices('baydawi-kwh', { pricePerKwhLbp: 37_590 });
    expect(await groupPrice('baydawi-kwh')).toEqual({ pricePerKwh: 0.42, pricePerKwhLbp: 37_590 });
    const plain = await add('baydawi-kwh', { name: 'بالليرة', ampere: 0, currentKwh: 100 });
    expect(plain.totalAmountLbp).toBe(3_759_000);
    expect(await poundsOf(plain.id)).toBe('37590');
    // The add form sends the starting value back: the same dollars keep the pounds.
    const sentBack = await add('baydawi-kwh', { name: 'من النموذج', ampere: 0, pricePerKwh: 0.42 });
    expect(await poundsOf(sentBack.id)).toBe('37590');

    await db.query('INSERT INTO exchange_rate (usd_to_lbp, updated_at) VALUES (100000, clock_timestamp())');
    expect(await groupPrice('baydawi-kwh')).toEqual({ pricePerKwh: 0.3759, pricePerKwhLbp: 37_590 });
    const later = await add('baydawi-kwh', { name: 'بعد الصرف', ampere: 0, currentKwh: 100 });
    expect(later).toMatchObject({ pricePerKwh: 0.3759, totalAmountLbp: 3_759_000 });
  });
});
