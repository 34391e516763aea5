import type TestAgent from 'supertest/lib/agent';
import { Month } from '@kahraba/billing-domain';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('ampere records', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  describe('sign-in', () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    it.each([
      ['get', '/api/ampere-records'],
      ['get', '/api/ampere-records/search?q=a'],
      ['get', '/api/ampere-records/boxes'],
      ['get', '/api/ampere-records/invoices?box=1'],
      ['get', '/api/ampere-records/pricing'],
      ['get', '/api/ampere-records/month'],
      ['get', `/api/ampere-records/${someId}/invoice`],
      ['post', '/api/ampere-records'],
      ['post', '/api/ampere-records/bulk'],
      ['post', '/api/ampere-records/import-preview'],
      ['post', '/api/ampere-records/archive'],
      ['post', '/api/ampere-records/new-month'],
      ['patch', '/api/ampere-records/column-paste'],
      ['patch', '/api/ampere-records/update-all-prices'],
      ['patch', '/api/ampere-records/mark-all-unpaid'],
      ['patch', `/api/ampere-records/${someId}`],
      ['delete', '/api/ampere-records/undo-last-batch'],
      ['delete', `/api/ampere-records/${someId}`],
    ] as const)('refuses %s %s without sign-in (401) and writes nothing', async (method, path) => {
      const before = await snapshotOfData(db);
      const response = await testApp.agent()[method](path).send({ name: 'متسلل', ampere: 5 }).expect(401);
      expect(response.body.message).toContain('Unauthorized');
      expect(await snapshotOfData(db)).toEqual(before);
    });
  });

  describe('adding a customer', () => {
    it('numbers customers from 1000 upwards, allocated by the server', async () => {
      const first = await addCustomer(agent, { name: 'أحمد' });
      const second = await addCustomer(agent, { name: 'سمير' });
      expect(first.customerNumber).toBe(1000);
      expect(second.customerNumber).toBe(1001);
    });

    it('takes the calendar month as the first live month', async () => {
      const [first] = await liveRecords(agent);
      expect(first.month).toBe(Month.ofDay(new Clock().today()).toString());
    });

    it('refuses a customer number from the client with an Arabic 400 and writes nothing', async () => {
      const before = await snapshotOfData(db);
      const response = await agent
        .post('/api/ampere-records')
        .send({ name: 'خالد', box: '3', ampere: 5, customerNumber: 5 })
        .expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(response.body.message).toContain('customerNumber');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it.each(['amount', 'outstandingBalance', 'month', 'invoiceDate', 'batchId'])(
      'refuses a derived field (%s) from the client',
      async (field) => {
        const before = await snapshotOfData(db);
        await agent
          .post('/api/ampere-records')
          .send({ name: 'خالد', ampere: 5, [field]: field === 'amount' ? 1 : '2026-01' })
          .expect(400);
        expect(await snapshotOfData(db)).toEqual(before);
      },
    );

    it('bills ampere × price exactly to the cent, price included', async () => {
      const record = await addCustomer(agent, { ampere: 7.333, amperePrice: 15 });
      // 7.333 × 15 = 109.995, half up to the cent.
      expect(record).toMatchObject({ ampere: 7.333, amperePrice: 15, amount: 110 });
      const cents = await addCustomer(agent, { ampere: 3, amperePrice: 12.35 });
      expect(cents.amount).toBe(37.05);
      const [stored] = await db.query<{ amount: string }>(
        'SELECT amount::text FROM ampere_records WHERE id = $1',
        [cents.id],
      );
      expect(stored.amount).toBe('37.05');
    });

    it('bills the low price at 2 amperes or less when no price is given', async () => {
      const two = await addCustomer(agent, { ampere: 2 });
      const small = await addCustomer(agent, { ampere: 1.5 });
      expect(two).toMatchObject({ amperePrice: 25, amount: 50 });
      expect(small).toMatchObject({ amperePrice: 25, amount: 37.5 });
    });

    it('bills the global price above 2 amperes when no price is given', async () => {
      const justOver = await addCustomer(agent, { ampere: 2.001 });
      const ten = await addCustomer(agent, { ampere: 10, amperePrice: null });
      expect(justOver).toMatchObject({ amperePrice: 15, amount: 30.02 });
      expect(ten).toMatchObject({ amperePrice: 15, amount: 150 });
    });

    it('treats a blank price from the form as no price: the threshold price applies', async () => {
      const record = await addCustomer(agent, { ampere: 10, amperePrice: '' });
      expect(record).toMatchObject({ amperePrice: 15, amount: 150, priceIsCustom: false });
    });

    it("marks a price given in the form as the customer's own, unless it is the threshold price", async () => {
      expect(await addCustomer(agent, { ampere: 10, amperePrice: 14 })).toMatchObject({
        priceIsCustom: true,
      });
      expect(await addCustomer(agent, { ampere: 10, amperePrice: 15 })).toMatchObject({
        priceIsCustom: false,
      });
      expect(await addCustomer(agent, { ampere: 10 })).toMatchObject({ priceIsCustom: false });
    });

    it('starts a new customer unpaid, owing the whole amount, in the live month, dated today', async () => {
      jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(2026, 10, 12, 10, 0));
      const record = await addCustomer(agent, { name: 'ريم', box: '12', ampere: 4, address: 'الشارع العام' });
      const calendarMonth = (await agent.get('/api/ampere-records/month').expect(200)).body.liveMonth;
      expect(record).toMatchObject({
        name: 'ريم',
        box: '12',
        address: 'الشارع العام',
        amount: 60,
        amountPaid: 0,
        outstandingBalance: 60,
        isPaid: false,
        isDeleted: false,
        invoiceDate: '2026-11-12',
        month: calendarMonth,
        batchId: null,
        deletedAt: null,
      });
    });

    it('counts a customer as paid when the balance is zero or less; marked paid, it pays the balance', async () => {
      const settled = await addCustomer(agent, { ampere: 4, amperePrice: 15, amountPaid: 60 });
      const overpaid = await addCustomer(agent, { ampere: 4, amperePrice: 15, amountPaid: 70 });
      const marked = await addCustomer(agent, { ampere: 4, amperePrice: 15, isPaid: true });
      const partly = await addCustomer(agent, { ampere: 4, amperePrice: 15, amountPaid: 59.99 });
      expect(settled).toMatchObject({ outstandingBalance: 0, isPaid: true });
      expect(overpaid).toMatchObject({ outstandingBalance: -10, isPaid: true });
      expect(marked).toMatchObject({ amountPaid: 60, outstandingBalance: 0, isPaid: true });
      expect(partly).toMatchObject({ outstandingBalance: 0.01, isPaid: false });
    });

    it.each([
      ['a missing name', { ampere: 5 }],
      ['a blank name', { name: '   ', ampere: 5 }],
      ['a missing ampere', { name: 'سالم' }],
      ['a non-numeric ampere', { name: 'سالم', ampere: 'خمسة' }],
      ['an empty ampere', { name: 'سالم', ampere: '' }],
      ['an ampere given as true', { name: 'سالم', ampere: true }],
      ['a negative ampere', { name: 'سالم', ampere: -1 }],
      ['an ampere finer than a thousandth', { name: 'سالم', ampere: 1.0001 }],
      ['a non-numeric price', { name: 'سالم', ampere: 5, amperePrice: 'غالي' }],
      ['a negative price', { name: 'سالم', ampere: 5, amperePrice: -15 }],
      ['a price finer than a cent', { name: 'سالم', ampere: 5, amperePrice: 15.001 }],
      ['a negative payment', { name: 'سالم', ampere: 5, amountPaid: -1 }],
      ['a name that is not text', { name: { first: 'سالم' }, ampere: 5 }],
      ['an amount too large to store', { name: 'سالم', ampere: 10_000, amperePrice: 100_000_000 }],
    ])('refuses %s with an Arabic 400 and writes nothing', async (_case, body) => {
      const before = await snapshotOfData(db);
      const response = await agent.post('/api/ampere-records').send(body).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(await snapshotOfData(db)).toEqual(before);
    });
  });

  describe('editing a customer', () => {
    it('re-bills the amount and balance when ampere, price or payment change', async () => {
      const record = await addCustomer(agent, { ampere: 5, amperePrice: 15 });
      const response = await agent
        .patch(`/api/ampere-records/${record.id}`)
        .send({ ampere: 6, amountPaid: 20 })
        .expect(200);
      expect(response.body).toMatchObject({
        customerNumber: record.customerNumber,
        ampere: 6,
        amperePrice: 15,
        amount: 90,
        amountPaid: 20,
        outstandingBalance: 70,
        isPaid: false,
      });
      const priced = await agent
        .patch(`/api/ampere-records/${record.id}`)
        .send({ amperePrice: 12.5 })
        .expect(200);
      expect(priced.body).toMatchObject({ amount: 75, outstandingBalance: 55 });
    });

    it('edits one field inline and keeps the others', async () => {
      const record = await addCustomer(agent, { name: 'هدى', box: '9', ampere: 3, address: 'الساحة' });
      await agent.patch(`/api/ampere-records/${record.id}`).send({ address: 'قرب المدرسة' }).expect(200);
      const [stored] = (await liveRecords(agent)).filter((row) => row.id === record.id);
      expect(stored).toMatchObject({ name: 'هدى', box: '9', ampere: 3, address: 'قرب المدرسة' });
    });

    it('marks a customer paid by paying the whole amount', async () => {
      const record = await addCustomer(agent, { ampere: 2, amperePrice: 25 });
      const response = await agent
        .patch(`/api/ampere-records/${record.id}`)
        .send({ amountPaid: 50 })
        .expect(200);
      expect(response.body).toMatchObject({ outstandingBalance: 0, isPaid: true });
    });

    it('goes back to the threshold price when the price is cleared, which then follows the amperes', async () => {
      const record = await addCustomer(agent, { ampere: 2, amperePrice: 40 });
      const response = await agent
        .patch(`/api/ampere-records/${record.id}`)
        .send({ amperePrice: null })
        .expect(200);
      expect(response.body).toMatchObject({ amperePrice: 25, amount: 50, priceIsCustom: false });
      const larger = await agent.patch(`/api/ampere-records/${record.id}`).send({ ampere: 4 }).expect(200);
      expect(larger.body).toMatchObject({ ampere: 4, amperePrice: 15, amount: 60, priceIsCustom: false });
    });

    it('re-prices by the threshold when the amperes change and the operator never set the price', async () => {
      const record = await addCustomer(agent, { ampere: 5 });
      const smaller = await agent.patch(`/api/ampere-records/${record.id}`).send({ ampere: 2 }).expect(200);
      expect(smaller.body).toMatchObject({ ampere: 2, amperePrice: 25, amount: 50, priceIsCustom: false });
      const larger = await agent.patch(`/api/ampere-records/${record.id}`).send({ ampere: 3 }).expect(200);
      expect(larger.body).toMatchObject({ ampere: 3, amperePrice: 15, amount: 45 });
    });

    it('keeps the price the operator set when the amperes change', async () => {
      const record = await addCustomer(agent, { ampere: 5, amperePrice: 12 });
      const response = await agent.patch(`/api/ampere-records/${record.id}`).send({ ampere: 2 }).expect(200);
      expect(response.body).toMatchObject({ ampere: 2, amperePrice: 12, amount: 24, priceIsCustom: true });
    });

    it("makes a price set in an edit the customer's own, kept when the amperes change later", async () => {
      const record = await addCustomer(agent, { ampere: 5 });
      await agent.patch(`/api/ampere-records/${record.id}`).send({ amperePrice: 14 }).expect(200);
      const response = await agent.patch(`/api/ampere-records/${record.id}`).send({ ampere: 1 }).expect(200);
      expect(response.body).toMatchObject({ ampere: 1, amperePrice: 14, amount: 14, priceIsCustom: true });
    });

    describe('the edit dialog, which sends every field', () => {
      const dialog = (record: { name: string; box: string | null; address: string | null }) => ({
        name: record.name,
        box: record.box,
        address: record.address,
        amountPaid: 0,
      });

      beforeAll(async () => {
        await agent
          .patch('/api/ampere-records/update-all-prices')
          .send({ globalPrice: 16, lowPrice: 26 })
          .expect(200);
      });
      afterAll(async () => {
        await agent
          .patch('/api/ampere-records/update-all-prices')
          .send({ globalPrice: 15, lowPrice: 25 })
          .expect(200);
      });

      it('re-prices 2 A at $26 changed to 5 A: $80, not $130', async () => {
        const record = await addCustomer(agent, { ampere: 2 });
        expect(record).toMatchObject({ amperePrice: 26, amount: 52 });
        const response = await agent
          .patch(`/api/ampere-records/${record.id}`)
          .send({ ...dialog(record), ampere: 5, amperePrice: 26 })
          .expect(200);
        expect(response.body).toMatchObject({ ampere: 5, amperePrice: 16, amount: 80, priceIsCustom: false });
        // And it keeps following the amperes afterwards.
        const back = await agent.patch(`/api/ampere-records/${record.id}`).send({ ampere: 1 }).expect(200);
        expect(back.body).toMatchObject({ amperePrice: 26, amount: 26, priceIsCustom: false });
      });

      it("keeps a customer's own price sent back unchanged with new amperes", async () => {
        const record = await addCustomer(agent, { ampere: 2, amperePrice: 30 });
        const response = await agent
          .patch(`/api/ampere-records/${record.id}`)
          .send({ ...dialog(record), ampere: 5, amperePrice: 30 })
          .expect(200);
        expect(response.body).toMatchObject({ ampere: 5, amperePrice: 30, amount: 150, priceIsCustom: true });
      });

      it('takes the automatic price typed into the dialog as the automatic price', async () => {
        const record = await addCustomer(agent, { ampere: 2, amperePrice: 30 });
        const response = await agent
          .patch(`/api/ampere-records/${record.id}`)
          .send({ ...dialog(record), ampere: 5, amperePrice: 26 })
          .expect(200);
        expect(response.body).toMatchObject({ ampere: 5, amperePrice: 16, amount: 80, priceIsCustom: false });
      });

      it("makes a price typed in the dialog the customer's own", async () => {
        const record = await addCustomer(agent, { ampere: 2 });
        const response = await agent
          .patch(`/api/ampere-records/${record.id}`)
          .send({ ...dialog(record), ampere: 5, amperePrice: 20 })
          .expect(200);
        expect(response.body).toMatchObject({ ampere: 5, amperePrice: 20, amount: 100, priceIsCustom: true });
      });
    });

    it.each([
      ['a customer number', { customerNumber: 1 }],
      ['an amount', { amount: 1 }],
      ['a blank name', { name: '  ' }],
      ['an empty name', { name: '' }],
      ['a null name', { name: null }],
      ['a negative ampere', { ampere: -2 }],
      ['a non-numeric ampere', { ampere: 'abc' }],
      ['a negative payment', { amountPaid: -5 }],
    ])('refuses %s with an Arabic 400 and changes nothing', async (_case, body) => {
      const record = await addCustomer(agent, { name: 'ثابت', ampere: 5 });
      const before = await snapshotOfData(db);
      const response = await agent.patch(`/api/ampere-records/${record.id}`).send(body).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('answers 404 in Arabic for a customer that does not exist, 400 for an id that is not one', async () => {
      const missing = await agent
        .patch('/api/ampere-records/00000000-0000-4000-8000-000000000000')
        .send({ name: 'لا أحد' })
        .expect(404);
      expect(missing.body.message).toBe('السجل غير موجود');
      const malformed = await agent.patch('/api/ampere-records/abc').send({ name: 'لا أحد' }).expect(400);
      expect(malformed.body.message).toMatch(/[\u0600-\u06FF]/);
    });
  });
});
