import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Card {
  systemName: string;
  customerNumber: number;
  name: string;
  address: string | null;
  statement: { system: string; invoiceNumber: string; month: string; totalDue: number };
}

const search = (agent: TestAgent, id: string, name: string) =>
  agent.get('/api/customer-portal/search').query({ id, name });

const toArabicIndic = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);

/** One look-up over every billing system, never another customer's bill. */
describe('the customer portal over every billing system', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let visitor: TestAgent;
  let db: Database;

  const addKwh = async (system: string, name: string) =>
    (
      await operator
        .post(`/api/${system}-customers`)
        .send({ name, box: '3', ampere: 5, previousKwh: 100, currentKwh: 150, pricePerKwh: 0.5 })
        .expect(201)
    ).body as { id: string; customerNumber: number; totalAmount: number };
  const addAmpere = async (name: string) =>
    (
      await operator
        .post('/api/ampere-records')
        .send({ name, box: '7', ampere: 5, amperePrice: 10, force: true, address: 'شارع الحمرا' })
        .expect(201)
    ).body as { id: string; customerNumber: number };

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    operator = await testApp.signedInAgent();
    visitor = testApp.agent();
    await db.query(
      `INSERT INTO billing_systems (id, tariff, arabic_name, display_order, updates_group)
         VALUES ('north-kwh', 'metered-per-kwh', 'عدادات الشمال', 9, 'north')`,
    );
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM rate_limits');
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['mahmoud-kwh', 'كمال نادر'],
    ['baydawi-kwh', 'جميل البيضاوي'],
    ['kwh', 'سليم العداد'],
    ['north-kwh', 'نادر الشمالي'],
  ])(
    'finds a customer of %s by number and by invoice number, with the system named',
    async (system, name) => {
      const customer = await addKwh(system, name);
      const n = customer.customerNumber;
      for (const id of [String(n), `#${n}`, `#${toArabicIndic(n)}`, `INV-${n}`, `INV-${n}-2026`]) {
        const response = await search(visitor, id, name.split(' ')[0]).expect(200);
        expect([id, response.body.length]).toEqual([id, 1]);
        const [card] = response.body as Card[];
        expect(card).toMatchObject({
          customerNumber: n,
          name,
          statement: expect.objectContaining({
            system,
            invoiceNumber: `INV-${n}-2026`,
            month: '2026-11',
            totalDue: customer.totalAmount,
          }),
        });
        expect(card.systemName).not.toBe('');
        expect(card).not.toHaveProperty('id');
        expect(card.statement).not.toHaveProperty('id');
      }
    },
  );

  it('gives new customers numbers unique across the business, whatever the system', async () => {
    const numbers = [
      (await addAmpere('رقم أول')).customerNumber,
      (await addKwh('mahmoud-kwh', 'رقم ثان')).customerNumber,
      (await addKwh('baydawi-kwh', 'رقم ثالث')).customerNumber,
      (await addAmpere('رقم رابع')).customerNumber,
      (await addKwh('kwh', 'رقم خامس')).customerNumber,
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
    // Each number is carried by one customer of one system only.
    const carriers = await db.query<{ customer_number: number }>(
      `SELECT customer_number FROM ampere_records WHERE customer_number = ANY($1::int[])
       UNION ALL SELECT customer_number FROM kwh_customers WHERE customer_number = ANY($1::int[])`,
      [numbers],
    );
    expect(carriers).toHaveLength(numbers.length);
  });

  describe('a number printed in two systems before numbers were unique (#1030)', () => {
    beforeAll(async () => {
      const ampere = await addAmpere('حسين حسين دياب');
      const mahmoud = await addKwh('mahmoud-kwh', 'حسين مارون الحسيني');
      await db.query('UPDATE ampere_records SET customer_number = 1030 WHERE id = $1', [ampere.id]);
      await db.query('UPDATE kwh_customers SET customer_number = 1030 WHERE id = $1', [mahmoud.id]);
    });

    it("never shows the ampere customer to Mahmoud's customer typing #1030 and 'حسين'", async () => {
      const response = await search(visitor, '#1030', 'حسين').expect(200);
      expect(response.body).toEqual([]);
      expect(JSON.stringify(response.body)).not.toContain('دياب');
    });

    it("shows Mahmoud's customer his own bill once he types more of his name, and only his", async () => {
      for (const name of ['حسين مارون', 'حسين مارون الحسيني', 'الحسيني']) {
        const response = await search(visitor, 'INV-1030-2026', name).expect(200);
        const cards = response.body as Card[];
        expect([name, cards.map((card) => [card.statement.system, card.name])]).toEqual([
          name,
          [['mahmoud-kwh', 'حسين مارون الحسيني']],
        ]);
      }
    });

    it("shows the ampere customer his own bill by his other words, never Mahmoud's", async () => {
      const response = await search(visitor, '١٠٣٠', 'حسين دياب').expect(200);
      const cards = response.body as Card[];
      expect(cards.map((card) => [card.statement.system, card.name, card.address])).toEqual([
        ['ampere', 'حسين حسين دياب', 'شارع الحمرا'],
      ]);
    });
  });
});
