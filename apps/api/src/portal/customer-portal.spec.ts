import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../testing/test-app';
import { PORTAL_SEARCHES_PER_MINUTE } from './public-request-limits.service';

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
        id: ahmad.id,
        customerNumber: ahmad.customerNumber,
        name: 'أحمد علي',
        box: '7',
        address: 'شارع الحمرا',
        ampere: 5,
        amount: 50,
        amountPaid: 0,
      });
    });

    it.each([
      ['the number without #', (n: number) => String(n), 'أحمد علي'],
      ['Arabic-Indic digits', (n: number) => `#${toArabicIndic(n)}`, 'احمد'],
      ['the words in another order, spelled loosely', (n: number) => `${n}`, 'علي  احمد'],
      ['tashkeel and a different case of spacing', (n: number) => ` #${n} `, ' أَحْمَد '],
    ])('accepts %s', async (_case, number, name) => {
      const response = await search(visitor, number(ahmad.customerNumber), name).expect(200);
      expect(response.body.map((item: Customer) => item.id)).toEqual([ahmad.id]);
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
      for (const name of ['سم', 'س م', 'مير', 'خور ي']) {
        const response = await search(visitor, `#${samir.customerNumber}`, name).expect(200);
        expect(response.body).toEqual([]);
      }
    });

    it("finds a family name without its article: 'خوري' finds 'سمير الخوري'", async () => {
      for (const name of ['خوري', 'الخوري', 'سمير خوري', 'سمي']) {
        const response = await search(visitor, `#${samir.customerNumber}`, name).expect(200);
        expect(response.body.map((item: Customer) => item.id)).toEqual([samir.id]);
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

    it('refuses a customer number that is not a number', async () => {
      const response = await search(visitor, 'abc', 'أحمد').expect(400);
      expect(response.body.message).toContain('رقم العميل غير صالح');
    });
  });
});

describe('throttling the customer portal', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it(`answers 429 with an Arabic message after ${PORTAL_SEARCHES_PER_MINUTE} searches a minute from one address`, async () => {
    const visitor = testApp.agent();
    for (let attempt = 0; attempt < PORTAL_SEARCHES_PER_MINUTE; attempt += 1) {
      await search(visitor, `#${1000 + attempt}`, 'أحمد').expect(200);
    }
    const refused = await search(visitor, '#1000', 'أحمد').expect(429);
    expect(refused.body.message).toMatch(/محاولات بحث كثيرة/);
  });
});

function toArabicIndic(value: number): string {
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
