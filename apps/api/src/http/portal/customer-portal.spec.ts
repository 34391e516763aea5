import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { Database } from '../../application/database/sql-database.provider';
import { Clock } from '../../application/clock/clock';
import {
  PORTAL_SEARCHES_PER_MINUTE,
  PORTAL_VISITOR_MISSES_BEFORE_DELAY,
  PortalSearchLimit,
} from './public-request-limits.service';

interface Customer {
  id: string;
  customerNumber: number;
  name: string;
  amount: number;
}

const search = (agent: TestAgent, id: string, name: string) =>
  agent.get('/api/customer-portal/search').query({ id, name });

describe('the customer portal invoice look-up', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let visitor: TestAgent;

  async function addCustomer(fields: Record<string, unknown>): Promise<Customer> {
    const response = await operator.post('/api/ampere-records').send({ box: '7', ampere: 5, ...fields });
    if (response.status !== 201) throw new Error(`${response.status}: ${response.text}`);
    return response.body as Customer;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent();
    visitor = testApp.agent();
  });
  afterAll(() => testApp.close());
  // These tests are about what matches: each starts with the throttles' counters cleared.
  beforeEach(() => testApp.app.get(Database).query('DELETE FROM rate_limits'));

  describe('matching', () => {
    let ahmad: Customer;
    let samir: Customer;

    beforeAll(async () => {
      ahmad = await addCustomer({ name: 'أحمد علي', address: 'شارع الحمرا', amperePrice: 10 });
      samir = await addCustomer({ name: 'سمير الخوري', box: '12', amperePrice: 10 });
    });

    it('finds the invoice, signed out, by number and an approximate Arabic name', async () => {
      const response = await search(visitor, `#${ahmad.customerNumber}`, 'احمد').expect(200);
      expect(response.body).toHaveLength(1);
      expect(response.body[0]).toMatchObject({
        customerNumber: ahmad.customerNumber,
        name: 'أحمد علي',
        box: '7',
        address: 'شارع الحمرا',
        ampere: 5,
        amount: 50,
        amountPaid: 0,
      });
    });

    it('never answers the internal id of the record', async () => {
      const response = await search(visitor, `#${ahmad.customerNumber}`, 'احمد').expect(200);
      expect(response.body[0]).not.toHaveProperty('id');
      expect(JSON.stringify(response.body)).not.toContain(ahmad.id);
    });

    it.each([
      ['the number without #', (n: number) => String(n), 'أحمد علي'],
      ['Arabic-Indic digits', (n: number) => `#${toArabicIndic(n)}`, 'احمد'],
      ['the words in another order, spelled loosely', (n: number) => `${n}`, 'علي  احمد'],
      ['tashkeel and a different case of spacing', (n: number) => ` #${n} `, ' أَحْمَد '],
      ['the box-sheet invoice number', (n: number) => `INV-${n}`, 'احمد'],
      ['the single invoice number', (n: number) => `INV-${n}-2026`, 'احمد'],
      ['the invoice number in lower case', (n: number) => `inv-${n}-2026`, 'احمد'],
      ['the invoice number in Arabic-Indic digits', (n: number) => `INV-${toArabicIndic(n)}-٢٠٢٦`, 'احمد'],
    ])('accepts %s', async (_case, number, name) => {
      const response = await search(visitor, number(ahmad.customerNumber), name).expect(200);
      expect(response.body.map((item: Customer) => item.customerNumber)).toEqual([ahmad.customerNumber]);
    });

    it('matches a compound name however it is spaced: عبدالله = عبد الله', async () => {
      const joined = await addCustomer({ name: 'عبدالله حداد' });
      const apart = await addCustomer({ name: 'عبد الله نصار' });
      const first = await search(visitor, `#${joined.customerNumber}`, 'عبد الله').expect(200);
      expect(first.body.map((item: Customer) => item.customerNumber)).toEqual([joined.customerNumber]);
      const second = await search(visitor, `INV-${apart.customerNumber}-2026`, 'عبدالله').expect(200);
      expect(second.body.map((item: Customer) => item.customerNumber)).toEqual([apart.customerNumber]);
    });

    it('returns nothing for the beginning of a name without one whole word (محم, الخ)', async () => {
      const muhammad = await addCustomer({ name: 'محمد الخطيب', address: 'شارع بلس' });
      for (const name of ['محم', 'الخ', 'محم الخ', 'ال خطي']) {
        const response = await search(visitor, `#${muhammad.customerNumber}`, name).expect(200);
        expect([name, response.body]).toEqual([name, []]);
      }
      const whole = await search(visitor, `#${muhammad.customerNumber}`, 'الخطيب').expect(200);
      expect(whole.body).toHaveLength(1);
    });

    it('returns nothing when a word of the name is not in the customer name', async () => {
      const response = await search(visitor, `#${ahmad.customerNumber}`, 'أحمد خالد').expect(200);
      expect(response.body).toEqual([]);
    });

    it("returns nothing for the right number with another customer's name (privacy)", async () => {
      const response = await search(visitor, `#${ahmad.customerNumber}`, 'سمير').expect(200);
      expect(response.body).toEqual([]);
    });

    it('returns nothing for the right name with the wrong number', async () => {
      const response = await search(visitor, `#${samir.customerNumber + 500}`, 'سمير').expect(200);
      expect(response.body).toEqual([]);
    });

    it('returns nothing for a number beyond any customer number', async () => {
      const response = await search(visitor, '99999999999', 'سمير').expect(200);
      expect(response.body).toEqual([]);
    });

    it("returns nothing for 'ال', which begins most Arabic names", async () => {
      const response = await search(visitor, `#${samir.customerNumber}`, 'ال').expect(200);
      expect(response.body).toEqual([]);
    });

    it('returns nothing for fewer than three letters, or for letters inside a word', async () => {
      for (const name of ['سم', 'س م', 'مير', 'وري', 'خو ر']) {
        const response = await search(visitor, `#${samir.customerNumber}`, name).expect(200);
        expect(response.body).toEqual([]);
      }
    });

    it("finds a family name without its article: 'خوري' finds 'سمير الخوري'", async () => {
      for (const name of ['خوري', 'الخوري', 'سمير خوري', 'سمير الخ']) {
        const response = await search(visitor, `#${samir.customerNumber}`, name).expect(200);
        expect(response.body.map((item: Customer) => item.customerNumber)).toEqual([samir.customerNumber]);
      }
    });

    it('no longer finds a deleted (archived) customer', async () => {
      const leaving = await addCustomer({ name: 'وليد مراد' });
      await operator.delete(`/api/ampere-records/${leaving.id}`).expect(200);
      const response = await search(visitor, `#${leaving.customerNumber}`, 'وليد').expect(200);
      expect(response.body).toEqual([]);
    });
  });

  describe('refusals', () => {
    it('refuses the number alone with an Arabic 400 (never a bill on the number only)', async () => {
      const response = await visitor.get('/api/customer-portal/search').query({ id: '#1000' }).expect(400);
      expect(response.body.message).toContain('الاسم مطلوب');
    });

    it('refuses a blank name', async () => {
      const response = await search(visitor, '#1000', '   ').expect(400);
      expect(response.body.message).toContain('الاسم مطلوب');
    });

    it('refuses a one-letter name, which would match nearly anyone', async () => {
      const response = await search(visitor, '#1000', 'ا').expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    });

    it('refuses the name alone', async () => {
      const response = await visitor.get('/api/customer-portal/search').query({ name: 'أحمد' }).expect(400);
      expect(response.body.message).toContain('رقم العميل مطلوب');
    });

    it.each([['abc'], ['INV-'], ['INV-1004-26'], ['1004-2026']])(
      'refuses %j, which is not a customer or invoice number',
      async (id) => {
        const response = await search(visitor, id, 'أحمد').expect(400);
        expect(response.body.message).toContain('رقم العميل غير صالح');
      },
    );
  });
});

describe('throttling the customer portal', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it(`answers 429 with an Arabic message after ${PORTAL_SEARCHES_PER_MINUTE} searches a minute from one address`, async () => {
    const operator = await testApp.signedInAgent();
    const created = await operator
      .post('/api/ampere-records')
      .send({ name: 'رامي عون', box: '4', ampere: 5 })
      .expect(201);
    const number = (created.body as Customer).customerNumber;
    // Look-ups that find the bill: only the per-minute ceiling counts them.
    const visitor = testApp.agent();
    for (let attempt = 0; attempt < PORTAL_SEARCHES_PER_MINUTE; attempt += 1) {
      await search(visitor, `#${number}`, 'رامي').expect(200);
    }
    const refused = await search(testApp.agent(), `#${number}`, 'رامي').expect(429);
    expect(refused.body).toEqual({
      message: 'محاولات بحث كثيرة، يرجى المحاولة بعد دقيقة',
      code: 'TOO_MANY_PORTAL_SEARCHES',
    });
  });

  it('keeps its counters in PostgreSQL, shared with a restarted or second instance', async () => {
    const second = new Database(testApp.databaseUrl, new Clock());
    try {
      const elsewhere = new PortalSearchLimit(second, new Clock());
      for (let attempt = 0; attempt < PORTAL_SEARCHES_PER_MINUTE; attempt += 1) {
        await elsewhere.takeForAddress('192.0.2.77');
      }
      await expect(testApp.app.get(PortalSearchLimit).takeForAddress('192.0.2.77')).rejects.toMatchObject({
        code: 'TOO_MANY_PORTAL_SEARCHES',
      });
      const visitor = { address: '192.0.2.78', device: '2f9c0a4e-8d1b-4c3a-9e5f-6a7b8c9d0e1f' };
      for (let attempt = 0; attempt < PORTAL_VISITOR_MISSES_BEFORE_DELAY; attempt += 1) {
        await elsewhere.takeMiss(visitor);
      }
      await expect(testApp.app.get(PortalSearchLimit).takeMiss(visitor)).rejects.toMatchObject({
        code: 'TOO_MANY_PORTAL_MISSES',
      });
    } finally {
      await second.close();
    }
  });
});

function toArabicIndic(value: number): string {
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
