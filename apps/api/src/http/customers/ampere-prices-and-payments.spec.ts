import { Client } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('ampere prices and payments', () => {
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
    await db.query('DELETE FROM ampere_records');
    await db.query("DELETE FROM settings WHERE key = 'ampere_pricing'");
  });

  const updatePrices = (body: object) => agent.patch('/api/ampere-records/update-all-prices').send(body);
  const pricing = async () => (await agent.get('/api/ampere-records/pricing').expect(200)).body;

  describe('changing all prices', () => {
    it('starts at global 15 and low 25', async () => {
      expect(await pricing()).toEqual({ globalPrice: 15, lowPrice: 25, customPriceCount: 0 });
    });

    it('re-prices every customer by the threshold and re-bills amount and balance', async () => {
      const small = await addCustomer(agent, { name: 'صغير', ampere: 2, amountPaid: 10 });
      const large = await addCustomer(agent, { name: 'كبير', ampere: 7.333, amperePrice: 30 });
      const tiny = await addCustomer(agent, { name: 'ضئيل', ampere: 0 });
      const response = await updatePrices({
        globalPrice: 16.5,
        lowPrice: 20.25,
        includeCustomPrices: true,
      }).expect(200);
      expect(response.body).toEqual({ message: 'تم تحديث الأسعار بنجاح', updated: 3, keptCustom: 0 });
      const records = Object.fromEntries((await liveRecords(agent)).map((record) => [record.id, record]));
      expect(records[small.id]).toMatchObject({
        amperePrice: 20.25,
        amount: 40.5,
        amountPaid: 10,
        outstandingBalance: 30.5,
      });
      // 7.333 × 16.5 = 120.9945, half up to 120.99.
      expect(records[large.id]).toMatchObject({
        amperePrice: 16.5,
        amount: 120.99,
        outstandingBalance: 120.99,
      });
      expect(records[tiny.id]).toMatchObject({ amperePrice: 20.25, amount: 0, isPaid: true });
    });

    it('takes away the price of its own a customer had: its price then follows the amperes', async () => {
      const own = await addCustomer(agent, { name: 'خاص', ampere: 5, amperePrice: 30 });
      expect(own.priceIsCustom).toBe(true);
      await updatePrices({ globalPrice: 16, lowPrice: 26, includeCustomPrices: true }).expect(200);
      expect((await liveRecords(agent))[0]).toMatchObject({ amperePrice: 16, priceIsCustom: false });
      const edited = await agent.patch(`/api/ampere-records/${own.id}`).send({ ampere: 2 }).expect(200);
      expect(edited.body).toMatchObject({ ampere: 2, amperePrice: 26, amount: 52, priceIsCustom: false });
    });

    it('prices the next new customer with the new prices', async () => {
      await updatePrices({ globalPrice: 18, lowPrice: 30 }).expect(200);
      expect(await pricing()).toEqual({ globalPrice: 18, lowPrice: 30, customPriceCount: 0 });
      expect(await addCustomer(agent, { ampere: 3 })).toMatchObject({ amperePrice: 18, amount: 54 });
      expect(await addCustomer(agent, { ampere: 1 })).toMatchObject({ amperePrice: 30, amount: 30 });
    });

    it.each([
      ['a blank global price', { globalPrice: '', lowPrice: 25 }],
      ['a missing low price', { globalPrice: 15 }],
      ['a negative price', { globalPrice: -15, lowPrice: 25 }],
      ['a price in words', { globalPrice: 'خمسة عشر', lowPrice: 25 }],
      ['a price finer than a cent', { globalPrice: 15.005, lowPrice: 25 }],
      ['an unknown field', { globalPrice: 15, lowPrice: 25, threshold: 3 }],
    ])('refuses %s with an Arabic 400 and changes nothing', async (_case, body) => {
      await addCustomer(agent, { ampere: 3 });
      const before = await snapshotOfData(db);
      const response = await updatePrices(body).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('is one batch: undo gives every customer back the price and amount before, and the prices too', async () => {
      const customer = await addCustomer(agent, { ampere: 5, amperePrice: 14, amountPaid: 5 });
      await updatePrices({ globalPrice: 20, lowPrice: 30, includeCustomPrices: true }).expect(200);
      const undo = await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
      expect(undo.body).toMatchObject({ deletedCount: 0, revertedCount: 1, message: 'تم التراجع بنجاح' });
      const [record] = await liveRecords(agent);
      expect(record).toMatchObject({
        id: customer.id,
        amperePrice: 14,
        amount: 70,
        amountPaid: 5,
        outstandingBalance: 65,
      });
      expect(await pricing()).toEqual({ globalPrice: 15, lowPrice: 25, customPriceCount: 1 });
      expect(await addCustomer(agent, { ampere: 3 })).toMatchObject({ amperePrice: 15 });
    });

    it('undoes two price changes one after the other back to the first prices', async () => {
      await updatePrices({ globalPrice: 16, lowPrice: 26 }).expect(200);
      await updatePrices({ globalPrice: 17, lowPrice: 27 }).expect(200);
      await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
      expect(await pricing()).toMatchObject({ globalPrice: 16, lowPrice: 26 });
      await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
      expect(await pricing()).toMatchObject({ globalPrice: 15, lowPrice: 25 });
    });

    describe('negotiated prices', () => {
      it('counts the customers with a price of their own', async () => {
        await addCustomer(agent, { name: 'متفاوض', ampere: 5, amperePrice: 12 });
        await addCustomer(agent, { name: 'متفاوض ثان', ampere: 1, amperePrice: 20 });
        await addCustomer(agent, { name: 'عادي', ampere: 5 });
        expect(await pricing()).toEqual({ globalPrice: 15, lowPrice: 25, customPriceCount: 2 });
      });

      it('keeps them by default and says how many changed and how many kept theirs', async () => {
        const own = await addCustomer(agent, { name: 'متفاوض', ampere: 5, amperePrice: 12 });
        const automatic = await addCustomer(agent, { name: 'عادي', ampere: 5 });
        const response = await updatePrices({ globalPrice: 16, lowPrice: 26 }).expect(200);
        expect(response.body).toEqual({ message: 'تم تحديث الأسعار بنجاح', updated: 1, keptCustom: 1 });
        const records = Object.fromEntries((await liveRecords(agent)).map((record) => [record.id, record]));
        expect(records[own.id]).toMatchObject({ amperePrice: 12, amount: 60, priceIsCustom: true });
        expect(records[automatic.id]).toMatchObject({ amperePrice: 16, amount: 80, priceIsCustom: false });
        expect(await pricing()).toEqual({ globalPrice: 16, lowPrice: 26, customPriceCount: 1 });
      });

      it('re-prices them too when asked', async () => {
        const own = await addCustomer(agent, { name: 'متفاوض', ampere: 5, amperePrice: 12 });
        const response = await updatePrices({
          globalPrice: 16,
          lowPrice: 26,
          includeCustomPrices: true,
        }).expect(200);
        expect(response.body).toEqual({ message: 'تم تحديث الأسعار بنجاح', updated: 1, keptCustom: 0 });
        expect((await liveRecords(agent))[0]).toMatchObject({
          id: own.id,
          amperePrice: 16,
          priceIsCustom: false,
        });
        expect(await pricing()).toMatchObject({ customPriceCount: 0 });
      });

      it('undoes exactly: the re-priced customers and the prices come back, the kept ones are untouched', async () => {
        const own = await addCustomer(agent, { name: 'متفاوض', ampere: 5, amperePrice: 12, amountPaid: 7 });
        const automatic = await addCustomer(agent, { name: 'عادي', ampere: 2, amountPaid: 5 });
        const before = await liveRecords(agent);
        await updatePrices({ globalPrice: 16, lowPrice: 26 }).expect(200);
        const undo = await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
        expect(undo.body).toMatchObject({ deletedCount: 0, revertedCount: 1 });
        expect(await liveRecords(agent)).toEqual(before);
        expect(await pricing()).toEqual({ globalPrice: 15, lowPrice: 25, customPriceCount: 1 });
        expect([own.id, automatic.id]).toHaveLength(2);
      });

      it('refuses includeCustomPrices that is not true or false', async () => {
        const response = await updatePrices({
          globalPrice: 16,
          lowPrice: 26,
          includeCustomPrices: 'yes',
        }).expect(400);
        expect(response.body.message).toMatch(/[؀-ۿ]/);
      });
    });
  });

  describe('an overpayment', () => {
    it('is accepted as a credit: a negative balance, paid, and the invoice says what is left is below zero', async () => {
      const customer = await addCustomer(agent, { name: 'دافع زيادة', ampere: 2, amperePrice: 26 });
      expect(customer).toMatchObject({ amount: 52, outstandingBalance: 52, isPaid: false });
      const response = await agent
        .patch(`/api/ampere-records/${customer.id}`)
        .send({ amountPaid: '1000' })
        .expect(200);
      expect(response.body).toMatchObject({
        amount: 52,
        amountPaid: 1000,
        outstandingBalance: -948,
        isPaid: true,
      });
      expect((await liveRecords(agent))[0]).toMatchObject({ outstandingBalance: -948, isPaid: true });
      const invoice = await agent.get(`/api/ampere-records/${customer.id}/invoice`).expect(200);
      expect(invoice.body).toMatchObject({
        amountPaid: 1000,
        remainingAmount: -948,
        statement: expect.objectContaining({ isPaid: true }),
      });
    });

    it('keeps the credit when the amperes change, and owes again once the bill passes it', async () => {
      const customer = await addCustomer(agent, { name: 'رصيد', ampere: 2, amperePrice: 26, amountPaid: 60 });
      expect(customer).toMatchObject({ outstandingBalance: -8, isPaid: true });
      const larger = await agent.patch(`/api/ampere-records/${customer.id}`).send({ ampere: 3 }).expect(200);
      expect(larger.body).toMatchObject({
        amount: 78,
        amountPaid: 60,
        outstandingBalance: 18,
        isPaid: false,
      });
    });
  });

  describe('marking everyone unpaid', () => {
    it('sets every customer unpaid with nothing paid, owing the whole amount', async () => {
      await addCustomer(agent, { name: 'دافع', ampere: 4, amperePrice: 15, amountPaid: 60 });
      await addCustomer(agent, { name: 'معلّم', ampere: 4, amperePrice: 15, isPaid: true });
      await addCustomer(agent, { name: 'جزئي', ampere: 4, amperePrice: 15, amountPaid: 20 });
      const response = await agent.patch('/api/ampere-records/mark-all-unpaid').expect(200);
      expect(response.body).toEqual({ updated: 3 });
      for (const record of await liveRecords(agent)) {
        expect(record).toMatchObject({ amountPaid: 0, outstandingBalance: 60, isPaid: false });
      }
    });

    it('is one batch: undo revives every payment it voided (marked paid is a payment of the balance)', async () => {
      const paid = await addCustomer(agent, { name: 'دافع', ampere: 4, amperePrice: 15, amountPaid: 60 });
      const marked = await addCustomer(agent, { name: 'معلّم', ampere: 4, amperePrice: 15, isPaid: true });
      await agent.patch('/api/ampere-records/mark-all-unpaid').expect(200);
      const undo = await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
      expect(undo.body).toMatchObject({ deletedCount: 0, revertedCount: 2 });
      const records = Object.fromEntries((await liveRecords(agent)).map((record) => [record.id, record]));
      expect(records[paid.id]).toMatchObject({ amountPaid: 60, outstandingBalance: 0, isPaid: true });
      expect(records[marked.id]).toMatchObject({ amountPaid: 60, outstandingBalance: 0, isPaid: true });
    });
  });
  describe('journaling exactly what a bulk change changes', () => {
    /**
     * Runs `bulk` while another session holds an uncommitted edit, which it commits once `bulk` is
     * waiting (for the table or for the row): the edit lands between two statements of `bulk` unless
     * `bulk` locked the table before journaling.
     */
    async function withEditCommittedDuring(
      edit: { sql: string; params: unknown[] },
      bulk: () => Promise<{ status: number }>,
    ) {
      let edited!: () => void;
      let release!: () => void;
      const editApplied = new Promise<void>((resolve) => (edited = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const editing = db.transaction(async (tx) => {
        await tx.query(edit.sql, edit.params);
        edited();
        await released;
      });
      await editApplied;
      const running = bulk();
      await waitUntilSomeoneWaitsForALock();
      release();
      await editing;
      expect((await running).status).toBe(200);
    }

    async function waitUntilSomeoneWaitsForALock() {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const [{ waiting }] = await db.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE NOT l.granted AND a.datname = current_database()`,
        );
        if (waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the bulk change never waited for the pending edit');
    }

    it('undoing "mark all unpaid" gives back a payment committed while it was starting', async () => {
      const customer = await addCustomer(agent, { ampere: 4, amperePrice: 15 });
      await withEditCommittedDuring(
        {
          sql: 'UPDATE ampere_records SET amount_paid = 30, outstanding_balance = amount - 30 WHERE id = $1',
          params: [customer.id],
        },
        () => agent.patch('/api/ampere-records/mark-all-unpaid').then((response) => response),
      );
      expect((await liveRecords(agent))[0]).toMatchObject({ amountPaid: 0 });
      await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
      expect((await liveRecords(agent))[0]).toMatchObject({ amountPaid: 30, outstandingBalance: 30 });
    });

    it('undoing a price change gives back a price committed while it was starting', async () => {
      const customer = await addCustomer(agent, { ampere: 4 });
      await withEditCommittedDuring(
        {
          sql: `UPDATE ampere_records SET ampere_price = 12, price_is_custom = true, amount = ampere * 12,
                  outstanding_balance = ampere * 12 - amount_paid WHERE id = $1`,
          params: [customer.id],
        },
        () =>
          updatePrices({ globalPrice: 20, lowPrice: 30, includeCustomPrices: true }).then(
            (response) => response,
          ),
      );
      expect((await liveRecords(agent))[0]).toMatchObject({ amperePrice: 20, priceIsCustom: false });
      await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
      expect((await liveRecords(agent))[0]).toMatchObject({
        amperePrice: 12,
        priceIsCustom: true,
        amount: 48,
      });
    });

    it('lets an edit that locked its row before a price change finish first, then re-prices it (no deadlock)', async () => {
      const edited = await addCustomer(agent, { name: 'يعدل', ampere: 4 });
      const other = await addCustomer(agent, { name: 'آخر', ampere: 2 });
      // A single-row edit as the application makes it: the row locked first, then updated.
      const editor = new Client({ connectionString: testApp.databaseUrl });
      await editor.connect();
      try {
        await editor.query('BEGIN');
        await editor.query('SELECT id FROM ampere_records WHERE id = $1 FOR UPDATE', [edited.id]);
        const changing = updatePrices({ globalPrice: 20, lowPrice: 30 }).then((response) => response);
        await waitUntilSomeoneWaitsForALock();
        const edit = await editor
          .query(
            'UPDATE ampere_records SET amount_paid = 10, outstanding_balance = amount - 10 WHERE id = $1',
            [edited.id],
          )
          .then(
            () => 'updated',
            (error: Error) => error.message,
          );
        await editor.query(edit === 'updated' ? 'COMMIT' : 'ROLLBACK');
        const response = await changing;
        expect({ edit, status: response.status, body: response.body }).toMatchObject({
          edit: 'updated',
          status: 200,
          body: { updated: 2 },
        });
      } finally {
        await editor.end();
      }
      const records = Object.fromEntries((await liveRecords(agent)).map((record) => [record.id, record]));
      expect(records[edited.id]).toMatchObject({
        amperePrice: 20,
        amount: 80,
        amountPaid: 10,
        outstandingBalance: 70,
      });
      expect(records[other.id]).toMatchObject({ amperePrice: 30, amount: 60, outstandingBalance: 60 });
    });
  });
});
