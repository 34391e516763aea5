import { CommandBus } from '@nestjs/cqrs';
import { countOf, RECORDS_AFTER_VERB } from '@kahraba/billing-domain';
import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** The calls of every metered system (docs/metered-groups.md#routes), one code path. */
describe('kWh customers of a metered system', () => {
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

  const today = (year: number, month: number, day: number) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));
  const rowCount = async (system: string) =>
    (
      await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM kwh_customers WHERE system = $1',
        [system],
      )
    )[0].count;
  let counter = 0;
  const add = async (system: string, fields: object = {}) => {
    counter += 1;
    const response = await agent
      .post(`/api/${system}-customers`)
      .send({ name: `زبون ${counter}`, box: String(counter), ampere: 5, ...fields })
      .expect(201);
    return response.body as Record<string, unknown> & { id: string; customerNumber: number };
  };

  describe('add', () => {
    it('computes every amount on the server, numbering the customers of every system from one counter', async () => {
      const first = await agent
        .post('/api/baydawi-kwh-customers')
        .send({
          name: '  أحمد   سليم ',
          box: '٧',
          address: 'الطريق الجديدة',
          ampere: '5',
          ampereSubscriptionFee: '3',
          previousKwh: 100,
          currentKwh: '150',
          pricePerKwh: '0.5',
          insurance: 20,
        })
        .expect(201);
      expect(first.body).toEqual({
        id: expect.any(String),
        system: 'baydawi-kwh',
        customerNumber: 1000,
        name: 'أحمد   سليم',
        box: '7',
        address: 'الطريق الجديدة',
        ampere: 5,
        ampereSubscriptionFee: 3,
        subscriptionFee: 3,
        previousKwh: 100,
        currentKwh: 150,
        consumption: 50,
        pricePerKwh: 0.5,
        insurance: 20,
        energyAmount: 25,
        totalAmount: 28,
        baseAmount: 25.23,
        vatAmount: 2.77,
        arrears: 0,
        amountPaid: 0,
        outstandingBalance: 28,
        isPaid: false,
        exchangeRateUsed: 89500,
        totalAmountLbp: 2506000,
        baseAmountLbp: 2257658,
        tvaAmountLbp: 248342,
        invoiceDate: null,
        dueDate: null,
        month: expect.stringMatching(/^\d{4}-\d{2}$/),
        createdAt: expect.any(String),
        isDeleted: false,
        phone: null,
        zone: 'town',
        cutOff: null,
      });
      // One numbering for the whole business, whatever the system.
      const other = await add('kwh');
      expect(other.customerNumber).toBe(1001);
      expect((await add('baydawi-kwh')).customerNumber).toBe(1002);
    });

    it('bills the subscription fee of the amperage from the LBP pricing map at the stored rate', async () => {
      await db.query('INSERT INTO subscription_pricing (amperage, price) VALUES (10, 895000)');
      const customer = await add('mahmoud-kwh', { ampere: 10, ampereSubscriptionFee: 4, pricePerKwh: 1 });
      expect(customer).toMatchObject({ subscriptionFee: 10, totalAmount: 10, ampereSubscriptionFee: 4 });
      await db.query('DELETE FROM subscription_pricing WHERE amperage = 10');
    });

    it('creates once for one idempotency key', async () => {
      const send = () =>
        agent
          .post('/api/mahmoud-kwh-customers')
          .set('Idempotency-Key', 'kwh-key-1')
          .send({ name: 'مرة واحدة', ampere: 3 })
          .expect(201);
      const [a, b] = await Promise.all([send(), send()]);
      expect(a.body.id).toBe(b.body.id);
      const rows = await db.query(`SELECT 1 FROM kwh_customers WHERE name = 'مرة واحدة'`);
      expect(rows).toHaveLength(1);
    });

    it('refuses a second customer with the same name and box unless forced', async () => {
      const first = await add('mahmoud-kwh', { name: 'مكرر', box: '12' });
      const again = await agent
        .post('/api/mahmoud-kwh-customers')
        .send({ name: 'مكرر', box: '12', ampere: 2 })
        .expect(409);
      expect(again.body).toMatchObject({
        code: 'DUPLICATE_CUSTOMER',
        existingCustomerNumber: first.customerNumber,
      });
      // Another group may have the same name and box.
      await agent.post('/api/baydawi-kwh-customers').send({ name: 'مكرر', box: '12', ampere: 2 }).expect(201);
      await agent
        .post('/api/mahmoud-kwh-customers')
        .send({ name: 'مكرر', box: '12', ampere: 2, force: true })
        .expect(201);
    });

    it('refuses bad input with an Arabic message naming the field, writing nothing', async () => {
      const before = await rowCount('mahmoud-kwh');
      const refusals: [object, string | RegExp][] = [
        [{ name: '  ', ampere: 5 }, 'الاسم مطلوب'],
        [{ name: 'س' }, /الأمبير/],
        [{ name: 'س', ampere: 'خمسة' }, /الأمبير/],
        [{ name: 'س', ampere: 5, currentKwh: 90, previousKwh: 100 }, /القراءة/],
        [{ name: 'س', ampere: 5, pricePerKwh: 0 }, /سعر/],
        [{ name: 'س', ampere: 5, pricePerKwh: '0.12345' }, /سعر/],
        [{ name: 'س', ampere: 5, amountPaid: 'abc' }, /المدفوع/],
        [{ name: 'س', ampere: 5, totalAmount: 10 }, 'لا يمكن إدخال المبالغ المحسوبة'],
        [{ name: 'س', ampere: 5, customerNumber: 7 }, 'لا يمكن إدخال المبالغ المحسوبة'],
        [{ name: 'س', ampere: 5, totalAmountLbp: 10 }, 'لا يمكن إدخال المبالغ المحسوبة'],
        [{ name: 'س', ampere: 5, colour: 'red' }, /غير مسموح/],
      ];
      for (const [body, message] of refusals) {
        const response = await agent.post('/api/mahmoud-kwh-customers').send(body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(response.body.message).toEqual(expect.stringMatching(message));
      }
      const computed = await agent
        .post('/api/mahmoud-kwh-customers')
        .send({ name: 'س', ampere: 5, totalAmount: 1 });
      expect(computed.body.code).toBe('COMPUTED_FIELD');
      const below = await agent
        .post('/api/mahmoud-kwh-customers')
        .send({ name: 'س', ampere: 5, currentKwh: 90, previousKwh: 100 });
      expect(below.body.code).toBe('READING_BELOW_PREVIOUS');
      expect(await rowCount('mahmoud-kwh')).toBe(before);
    });
  });

  describe('edit', () => {
    it('PATCH changes the fields sent and computes the amounts again', async () => {
      const customer = await add('mahmoud-kwh', { previousKwh: 10, pricePerKwh: 2 });
      const response = await agent
        .patch(`/api/mahmoud-kwh-customers/${customer.id}`)
        .send({ currentKwh: '٢٠', amountPaid: 5 })
        .expect(200);
      expect(response.body).toMatchObject({
        id: customer.id,
        customerNumber: customer.customerNumber,
        name: customer.name,
        previousKwh: 10,
        currentKwh: 20,
        consumption: 10,
        energyAmount: 20,
        totalAmount: 20,
        amountPaid: 5,
        outstandingBalance: 15,
        isPaid: false,
      });
    });

    it('PUT enters the customer again; amounts stay computed', async () => {
      const customer = await add('mahmoud-kwh', { address: 'قديم', insurance: 50 });
      const response = await agent
        .put(`/api/mahmoud-kwh-customers/${customer.id}`)
        .send({ name: 'جديد', ampere: 2, previousKwh: 0, currentKwh: 3, pricePerKwh: 1 })
        .expect(200);
      expect(response.body).toMatchObject({ name: 'جديد', address: null, insurance: 0, totalAmount: 3 });
      const refused = await agent
        .put(`/api/mahmoud-kwh-customers/${customer.id}`)
        .send({ name: 'جديد', ampere: 2, totalAmount: 999 })
        .expect(400);
      expect(refused.body).toEqual({ message: 'لا يمكن إدخال المبالغ المحسوبة', code: 'COMPUTED_FIELD' });
    });

    it('refuses an edit that breaks a rule and leaves the customer as it was', async () => {
      const customer = await add('mahmoud-kwh', { previousKwh: 100, currentKwh: 120 });
      await agent.patch(`/api/mahmoud-kwh-customers/${customer.id}`).send({ currentKwh: 50 }).expect(400);
      await agent.patch(`/api/mahmoud-kwh-customers/${customer.id}`).send({ name: '' }).expect(400);
      const list = await agent
        .get('/api/mahmoud-kwh-customers/search')
        .query({ q: customer.name })
        .expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id: customer.id, currentKwh: 120, name: customer.name }),
      ]);
    });

    it("marks paid in full; another group's id or an unknown id is not found", async () => {
      const customer = await add('baydawi-kwh', { currentKwh: 10 });
      const paid = await agent.patch(`/api/baydawi-kwh-customers/${customer.id}/mark-paid`).expect(200);
      expect(paid.body).toMatchObject({ amountPaid: 10, outstandingBalance: 0, isPaid: true });
      const wrongGroup = await agent.patch(`/api/mahmoud-kwh-customers/${customer.id}`).send({ name: 'x' });
      expect(wrongGroup.status).toBe(404);
      expect(wrongGroup.body).toEqual({ message: 'السجل غير موجود', code: 'RECORD_NOT_FOUND' });
      await agent.patch('/api/baydawi-kwh-customers/not-an-id/mark-paid').expect(400);
    });
  });

  it('writes nothing on any refused call', async () => {
    const customer = await add('mahmoud-kwh', { previousKwh: 5, currentKwh: 8 });
    const other = await add('baydawi-kwh');
    const everything = () =>
      db.query(
        `SELECT 'live' AS t, to_jsonb(k) - 'created_at' AS row FROM kwh_customers k
         UNION ALL SELECT 'archived', to_jsonb(a) FROM kwh_archived_customers a
         UNION ALL SELECT 'batch', to_jsonb(b) FROM batches b ORDER BY 1, 2`,
      );
    const before = await everything();
    const base = `/api/mahmoud-kwh-customers`;
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [call, status] of [
      [() => agent.patch(`${base}/${customer.id}`).send({ previousKwh: 9 }), 400],
      [() => agent.patch(`${base}/${customer.id}`).send({ ampere: 'كثير' }), 400],
      [() => agent.patch(`${base}/${customer.id}`).send({ outstandingBalance: 0 }), 400],
      [() => agent.put(`${base}/${customer.id}`).send({ name: 'س', ampere: 1, isPaid: true }), 400],
      [() => agent.put(`${base}/${customer.id}`).send({ ampere: 1 }), 400],
      [() => agent.patch(`${base}/${missing}`).send({ name: 'س' }), 404],
      [() => agent.patch(`${base}/${other.id}/mark-paid`), 404],
      [() => agent.delete(`${base}/${other.id}`), 404],
      [() => agent.delete(`${base}/${missing}`), 404],
      [() => agent.post(`/api/mahmoud-kwh-archived/${missing}/restore`), 404],
      [() => agent.post('/api/mahmoud-kwh-archived/not-an-id/restore'), 404],
      [() => agent.delete(`${base}/undo-last-batch`), 404],
    ] as const) {
      const response = await call();
      expect({ call: call.toString(), status: response.status }).toEqual({ call: call.toString(), status });
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await everything()).toEqual(before);
  });

  describe('delete, archive and restore', () => {
    it('moves the customer into its group archive and restores it with a new number', async () => {
      const customer = await add('mahmoud-kwh', { name: 'مؤرشف', currentKwh: 7 });
      const removed = await agent.delete(`/api/mahmoud-kwh-customers/${customer.id}`).expect(200);
      expect(removed.body).toEqual({ message: 'تم حذف العميل بنجاح', archivedId: expect.any(String) });
      await agent.delete(`/api/mahmoud-kwh-customers/${customer.id}`).expect(404);

      const archived = await agent.get('/api/mahmoud-kwh-archived/search').query({ q: 'مؤرشف' }).expect(200);
      expect(archived.body).toEqual([
        expect.objectContaining({
          id: removed.body.archivedId,
          originalId: customer.id,
          customerNumber: customer.customerNumber,
          deletionReason: 'deleted',
          deletedAt: expect.any(String),
          totalAmount: 7,
        }),
      ]);
      expect((await agent.get('/api/baydawi-kwh-archived').expect(200)).body).not.toContainEqual(
        expect.objectContaining({ originalId: customer.id }),
      );
      // Another group cannot restore it.
      await agent.post(`/api/baydawi-kwh-archived/${removed.body.archivedId}/restore`).expect(404);
      const restored = await agent
        .post(`/api/mahmoud-kwh-archived/${removed.body.archivedId}/restore`)
        .expect(200);
      expect(restored.body).toMatchObject({ name: 'مؤرشف', currentKwh: 7, totalAmount: 7 });
      expect(restored.body.customerNumber).toBeGreaterThan(customer.customerNumber);
      const again = await agent
        .post(`/api/mahmoud-kwh-archived/${removed.body.archivedId}/restore`)
        .expect(404);
      expect(again.body).toEqual({ message: 'السجل المؤرشف غير موجود', code: 'ARCHIVED_RECORD_NOT_FOUND' });
    });
  });

  describe('list and search', () => {
    it('answers 304 while the group is unchanged, even when another group changes', async () => {
      const first = await agent.get('/api/mahmoud-kwh-customers').expect(200);
      const etag = first.headers.etag as string;
      await add('baydawi-kwh');
      await agent.get('/api/mahmoud-kwh-customers').set('If-None-Match', etag).expect(304);
      await add('mahmoud-kwh', { name: 'بعد' });
      const changed = await agent.get('/api/mahmoud-kwh-customers').set('If-None-Match', etag).expect(200);
      expect(changed.body.map((c: { name: string }) => c.name)).toContain('بعد');
      expect(changed.body.every((c: { system: string }) => c.system === 'mahmoud-kwh')).toBe(true);
    });

    it('searches name, number, box and address, Arabic-normalised, within the group', async () => {
      const customer = await add('kwh', { name: 'إبراهيم الحلبي', address: 'شارع الأمير' });
      await add('mahmoud-kwh', { name: 'إبراهيم الحلبي' });
      for (const q of ['ابراهيم', String(customer.customerNumber), 'الامير']) {
        const found = await agent.get('/api/kwh-customers/search').query({ q }).expect(200);
        expect(found.body.map((c: { id: string }) => c.id)).toEqual([customer.id]);
      }
    });

    it("reads the group's own live month", async () => {
      today(2026, 11, 10);
      const response = await agent.get('/api/baydawi-kwh-customers/month').expect(200);
      expect(response.body).toMatchObject({ system: 'baydawi-kwh', liveMonth: expect.any(String) });
    });
  });

  describe('archiving a whole group (archive management)', () => {
    it('needs the passcode, then moves only that group into its monthly archive', async () => {
      const kept = await add('baydawi-kwh', { name: 'باقٍ' });
      await add('kwh', { name: 'يؤرشف' });
      const live = await rowCount('kwh');
      await agent.post('/api/kwh-customers/archive').expect(403);
      expect(await rowCount('kwh')).toBe(live);

      await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'kwh-pass'));
      const unlocked = await testApp.signedInAgent('مدير', 'admin');
      await unlocked
        .post('/api/passcodes/verify')
        .send({ scope: 'tables', passcode: 'kwh-pass' })
        .expect(200);
      const archived = await unlocked.post('/api/kwh-customers/archive').expect(200);
      expect(archived.body).toEqual({
        message: `تمت أرشفة ${countOf(live, RECORDS_AFTER_VERB)}`,
        archived: live,
      });
      expect(await rowCount('kwh')).toBe(0);
      const monthly = await db.query<{ reason: string }>(
        "SELECT archive_reason AS reason FROM kwh_monthly_archives WHERE system = 'kwh'",
      );
      expect(monthly).toHaveLength(live);
      expect(new Set(monthly.map((row) => row.reason))).toEqual(new Set(['manual_archive']));
      const others = (await agent.get('/api/baydawi-kwh-customers').expect(200)).body as { id: string }[];
      expect(others.map((c) => c.id)).toContain(kept.id);
      await unlocked.post('/api/solar-customers/archive').expect(404);
    });
  });
});
