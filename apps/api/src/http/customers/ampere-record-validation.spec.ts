import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** What the operator reads when a form value is refused (each field reports its first problem). */
describe('validating an ampere customer', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  const VALID = { name: 'نادر', box: '3', ampere: 5, amperePrice: 15 };

  const refusal = async (body: object, expected: string) => {
    const before = await snapshotOfData(db);
    const response = await agent.post('/api/ampere-records').send(body).expect(400);
    expect(await snapshotOfData(db)).toEqual(before);
    expect(response.body.message).toBe(expected);
  };

  describe('numbers', () => {
    it.each([
      ['text', 'abc', 'قيمة الأمبير: «abc» ليس رقماً صالحاً'],
      ['true', true, 'قيمة الأمبير يجب أن تكون رقماً'],
      ['a list', [5], 'قيمة الأمبير يجب أن تكون رقماً'],
      ['blank text', '', 'قيمة الأمبير: يرجى إدخال رقم'],
    ])(
      'says the ampere must be a number when it is %s, not that it is too large',
      async (_case, ampere, message) => {
        await refusal({ ...VALID, ampere }, message);
      },
    );

    it('says the ampere is required when it is missing or null', async () => {
      await refusal({ name: 'نادر' }, 'قيمة الأمبير مطلوبة');
      await refusal({ ...VALID, ampere: null }, 'قيمة الأمبير مطلوبة');
    });

    it('says a negative ampere cannot be negative', async () => {
      await refusal({ ...VALID, ampere: -1 }, 'قيمة الأمبير لا يمكن أن تكون سالبة');
    });

    it('says a huge ampere is too large', async () => {
      await refusal({ ...VALID, ampere: 10_001 }, 'قيمة الأمبير كبيرة جداً');
    });

    it('says the price must be a number, cannot be negative, or is too large', async () => {
      await refusal({ ...VALID, amperePrice: 'غالي' }, 'سعر الأمبير: «غالي» ليس رقماً صالحاً');
      await refusal(
        { ...VALID, amperePrice: 1.234 },
        'سعر الأمبير يجب أن يكون رقماً بخانتين عشريتين على الأكثر',
      );
      await refusal({ ...VALID, amperePrice: -5 }, 'سعر الأمبير لا يمكن أن يكون سالباً');
      await refusal({ ...VALID, amperePrice: 100_000_001 }, 'سعر الأمبير كبير جداً');
    });

    it('says the amount paid must be a number or cannot be negative', async () => {
      await refusal({ ...VALID, amountPaid: 'كثير' }, 'المبلغ المدفوع: «كثير» ليس رقماً صالحاً');
      await refusal({ ...VALID, amountPaid: -0.5 }, 'المبلغ المدفوع لا يمكن أن يكون سالباً');
    });

    it('answers the same when an inline edit sends a value that is not a number', async () => {
      const customer = await addCustomer(agent);
      const response = await agent
        .patch(`/api/ampere-records/${customer.id}`)
        .send({ ampere: 'x' })
        .expect(400);
      expect(response.body.message).toBe('قيمة الأمبير: «x» ليس رقماً صالحاً');
      // An inline edit of another field needs no ampere.
      await agent.patch(`/api/ampere-records/${customer.id}`).send({ name: 'اسم جديد' }).expect(200);
    });

    it('says the new prices must be numbers, and are required', async () => {
      const response = await agent
        .patch('/api/ampere-records/update-all-prices')
        .send({ globalPrice: 'x', lowPrice: 25 })
        .expect(400);
      expect(response.body.message).toBe('السعر العام: «x» ليس رقماً صالحاً');
      const missing = await agent
        .patch('/api/ampere-records/update-all-prices')
        .send({ globalPrice: 15 })
        .expect(400);
      expect(missing.body.message).toBe('السعر الخاص مطلوب');
    });

    it('says the paste start row must be a whole number', async () => {
      const response = await agent
        .patch('/api/ampere-records/column-paste')
        .send({ column: 'name', data: ['أ'], startIndex: 'x' })
        .expect(400);
      expect(response.body.message).toBe('رقم صف البداية: «x» ليس رقماً صالحاً');
    });
  });

  describe('text', () => {
    it('says the name is required when it is missing, not that it is too long', async () => {
      await refusal({ ampere: 5 }, 'الاسم مطلوب');
      await refusal({ ...VALID, name: 42 }, 'الاسم مطلوب');
      await refusal({ ...VALID, name: 'م'.repeat(201) }, 'الاسم طويل جداً');
    });

    it('says a box that is not text is not valid', async () => {
      await refusal({ ...VALID, box: { box: 1 } }, 'رقم العلبة غير صالح');
    });
  });

  describe('the due date', () => {
    it.each(['2026-02-31', '2026-13-45', '2026-04-31', '2027-02-29', '2026-00-10', '26-12-01', 'غداً'])(
      'refuses %s, a day that is not on the calendar, with an Arabic 400 (not 500)',
      async (dueDate) => {
        await refusal({ ...VALID, dueDate }, 'تاريخ الاستحقاق غير صالح');
      },
    );

    it('refuses an impossible date in an edit too, and keeps the record', async () => {
      const customer = await addCustomer(agent, { name: 'موعد' });
      const before = await snapshotOfData(db);
      const response = await agent
        .patch(`/api/ampere-records/${customer.id}`)
        .send({ dueDate: '2026-02-30' })
        .expect(400);
      expect(response.body.message).toBe('تاريخ الاستحقاق غير صالح');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('accepts a real day, the 29th of February of a leap year, and no date at all', async () => {
      expect((await addCustomer(agent, { dueDate: '2028-02-29' } as object)).dueDate).toBe('2028-02-29');
      expect((await addCustomer(agent, { dueDate: '2026-12-31' } as object)).dueDate).toBe('2026-12-31');
      expect((await addCustomer(agent, { dueDate: null } as object)).dueDate).toBeNull();
      expect((await addCustomer(agent, { dueDate: '' } as object)).dueDate).toBeNull();
    });
  });
});
