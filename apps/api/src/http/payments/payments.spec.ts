import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Payment {
  id: string;
  receiptNumber: string;
  recordId: string;
  amount: number;
  amountLbp: number;
  currency: string;
  customerNumber: number;
  invoiceNumber: string;
  voidedAt: string | null;
  record?: {
    amount: number;
    arrears: number;
    amountPaid: number;
    outstandingBalance: number;
    isPaid: boolean;
  };
}

/** The payment calls of every system, against the real PostgreSQL. */
describe('payments ledger calls', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;
  let email: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
    email = (await agent.get('/api/auth/user').expect(200)).body.email as string;
  });
  afterAll(() => testApp.close());
  beforeEach(() => today(2026, 11, 20));
  afterEach(() => jest.restoreAllMocks());

  function today(year: number, month: number, day: number) {
    jest.restoreAllMocks();
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(year, month - 1, day, 10, 0));
  }

  const pay = (id: string, body: object) => agent.post(`/api/ampere-records/${id}/payments`).send(body);
  const customerOf50 = () => addCustomer(agent, { ampere: 5, amperePrice: 10 });
  const sequenceOf = (receipt: string) => Number(receipt.split('-')[2]);

  describe('recording a payment of an ampere customer', () => {
    it('records it with a receipt number and the signed-in collector, and the record owes the rest', async () => {
      const customer = await customerOf50();
      const response = await pay(customer.id, { amount: 20, method: 'cash', note: 'الدفعة الأولى' }).expect(
        201,
      );
      expect(response.body).toEqual({
        id: expect.any(String),
        receiptNumber: expect.stringMatching(/^R-2026-\d{6}$/),
        system: 'ampere',
        recordId: customer.id,
        customerNumber: customer.customerNumber,
        customerName: customer.name,
        box: '5',
        customerPhone: null,
        billingMonth: '2026-11',
        billingMonthLabel: 'تشرين الثاني 2026',
        amount: 20,
        currency: 'USD',
        amountLbp: 1_790_000,
        exchangeRate: 89500,
        method: 'cash',
        note: 'الدفعة الأولى',
        source: 'collection',
        receivedAt: new Date(2026, 10, 20, 10, 0).toISOString(),
        receivedBy: email,
        voidedAt: null,
        voidedBy: null,
        voidReason: null,
        record: { amount: 50, arrears: 0, amountPaid: 20, outstandingBalance: 30, isPaid: false },
        // The receipt's month and invoice as the invoice named them, the collector by
        // name and what remained owed right after ($30 at 89,500)
        invoiceMonth: '2026-11',
        invoiceMonthLabel: 'تشرين الثاني 2026',
        invoiceNumber: `INV-${customer.customerNumber}-2026`,
        collectorName: expect.any(String),
        balanceAfter: { totalDue: 30, totalDueLbp: 2_685_000 },
      });
      const listed = (await agent.get('/api/ampere-records').expect(200)).body as {
        id: string;
        amountPaid: number;
        outstandingBalance: number;
      }[];
      expect(listed.find((record) => record.id === customer.id)).toMatchObject({
        amountPaid: 20,
        outstandingBalance: 30,
      });
    });

    it('adds up partial payments and answers the record paid once the balance is settled', async () => {
      const customer = await customerOf50();
      await pay(customer.id, { amount: '30' }).expect(201);
      const second = await pay(customer.id, { amount: '٢٠' }).expect(201);
      expect(second.body.record).toMatchObject({ amountPaid: 50, outstandingBalance: 0, isPaid: true });
    });

    it('takes pounds, converts them at the stored rate to the cent and keeps the pounds handed over', async () => {
      const customer = await customerOf50();
      const response = await pay(customer.id, { amount: '1,342,500', currency: 'LBP' }).expect(201);
      expect(response.body).toMatchObject({
        amount: 15,
        currency: 'LBP',
        amountLbp: 1_342_500,
        exchangeRate: 89500,
      });
      const [stored] = await db.query<{ amount: string; amount_lbp: string; exchange_rate: string }>(
        'SELECT amount::text, amount_lbp::text, exchange_rate::text FROM payments WHERE id = $1',
        [response.body.id],
      );
      expect(stored).toEqual({ amount: '15.00', amount_lbp: '1342500', exchange_rate: '89500.00' });
      const odd = await pay(customer.id, { amount: 1343, currency: 'LBP' }).expect(201);
      expect(odd.body).toMatchObject({ amount: 0.02, amountLbp: 1343 });
    });

    it('takes up to the balance plus 1000 dollars', async () => {
      const customer = await customerOf50();
      const response = await pay(customer.id, { amount: 1050, method: 'bank_transfer' }).expect(201);
      expect(response.body.record).toMatchObject({
        amountPaid: 1050,
        outstandingBalance: -1000,
        isPaid: true,
      });
    });

    it('refuses bad input in Arabic and writes nothing', async () => {
      const customer = await customerOf50();
      const refusals: [object, string][] = [
        [{ amount: 0 }, 'يجب أن يكون المبلغ أكبر من صفر'],
        [{ amount: '-5' }, 'يجب أن يكون المبلغ أكبر من صفر'],
        [{ amount: 'كثير' }, 'يرجى إدخال مبلغ صحيح'],
        [{}, 'يرجى إدخال مبلغ صحيح'],
        [{ amount: '1050.01' }, 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار'],
        [{ amount: 5, currency: 'EUR' }, 'العملة غير معروفة: اختر USD أو LBP'],
        [{ amount: 5, method: 'cheque' }, 'طريقة الدفع غير معروفة'],
        [{ amount: 5, note: 'م'.repeat(501) }, 'الملاحظة طويلة جداً: 500 حرف على الأكثر'],
        [{ amount: 5, clientId: 'x'.repeat(101) }, 'معرّف الدفعة لدى الجهاز غير صالح (100 حرف على الأكثر)'],
      ];
      const before = await snapshotOfData(db);
      for (const [body, message] of refusals) {
        const response = await pay(customer.id, body).expect(400);
        expect(response.body.message).toBe(message);
      }
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses a field it does not know', async () => {
      const customer = await customerOf50();
      await pay(customer.id, { amount: 5, paidBy: 'x' }).expect(400);
    });

    it('answers 404 in Arabic for a record that does not exist', async () => {
      const response = await pay('00000000-0000-4000-8000-000000000000', { amount: 5 }).expect(404);
      expect(response.body.message).toBe('السجل غير موجود');
      await agent.get('/api/ampere-records/00000000-0000-4000-8000-000000000000/payments').expect(404);
    });

    it('is for signed-in users only', async () => {
      const customer = await customerOf50();
      await testApp
        .agent()
        .post(`/api/ampere-records/${customer.id}/payments`)
        .send({ amount: 5 })
        .expect(401);
    });
  });

  describe('a retried payment (the same clientId)', () => {
    it('answers the same payment with 200 and writes nothing', async () => {
      const customer = await customerOf50();
      const first = await pay(customer.id, { amount: 10, clientId: 'phone-1-a' }).expect(201);
      const before = await snapshotOfData(db);
      const again = await pay(customer.id, { amount: 10, clientId: 'phone-1-a' }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses the same clientId for another customer or system with 409, writing nothing', async () => {
      const customer = await customerOf50();
      const other = await customerOf50();
      await pay(customer.id, { amount: 10, clientId: 'phone-2-reused' }).expect(201);
      const before = await snapshotOfData(db);
      const refused = await pay(other.id, { amount: 10, clientId: 'phone-2-reused' }).expect(409);
      expect(refused.body.message).toBe('معرّف العملية مستخدم لدفعة أخرى');
      expect(await snapshotOfData(db)).toEqual(before);
      const metered = await agent
        .post('/api/mahmoud-kwh-customers')
        .send({ name: 'زبون معرّف مكرر', box: '9', ampere: 5, previousKwh: 1, currentKwh: 50 })
        .expect(201);
      const beforeMetered = await snapshotOfData(db);
      await agent
        .post(`/api/mahmoud-kwh-customers/${metered.body.id}/payments`)
        .send({ amount: 1, clientId: 'phone-2-reused' })
        .expect(409);
      expect(await snapshotOfData(db)).toEqual(beforeMetered);
    });

    it('records one payment when the same clientId arrives several times at once', async () => {
      const customer = await customerOf50();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => pay(customer.id, { amount: 10, clientId: 'phone-1-race' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      const rows = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM payments WHERE client_id = 'phone-1-race'",
      );
      expect(rows[0].count).toBe(1);
      const history = (await agent.get(`/api/ampere-records/${customer.id}/payments`).expect(200))
        .body as Payment[];
      expect(history).toHaveLength(1);
      expect((await pay(customer.id, { amount: 1 }).expect(201)).body.record.amountPaid).toBe(11);
    });
  });

  describe('receipt numbers', () => {
    it('follow one another within a year and start again from 1 in a new year', async () => {
      const customer = await customerOf50();
      const a = (await pay(customer.id, { amount: 1 }).expect(201)).body as Payment;
      const b = (await pay(customer.id, { amount: 1 }).expect(201)).body as Payment;
      expect(sequenceOf(b.receiptNumber)).toBe(sequenceOf(a.receiptNumber) + 1);
      today(2027, 1, 2);
      const nextYear = (await pay(customer.id, { amount: 1 }).expect(201)).body as Payment;
      expect(nextYear.receiptNumber).toBe('R-2027-000001');
      today(2026, 11, 21);
      const c = (await pay(customer.id, { amount: 1 }).expect(201)).body as Payment;
      expect(sequenceOf(c.receiptNumber)).toBe(sequenceOf(b.receiptNumber) + 1);
      expect(c.receiptNumber.startsWith('R-2026-')).toBe(true);
    });
  });

  describe('a customer ticked paid', () => {
    // docs/simulator.md, "Found": the ledger dated these payments by the database's clock.
    it('is receipted at the business clock: the day, the invoice it paid and the receipt year are its', async () => {
      today(2027, 1, 2);
      const customer = await customerOf50();
      await agent.patch(`/api/ampere-records/${customer.id}`).send({ isPaid: true }).expect(200);
      const [payment] = (await agent.get(`/api/ampere-records/${customer.id}/payments`).expect(200))
        .body as (Payment & { receivedAt: string; invoiceMonth: string })[];
      expect(payment.receivedAt).toBe(new Date(2027, 0, 2, 10, 0).toISOString());
      expect(payment.receiptNumber.startsWith('R-2027-')).toBe(true);
      expect(payment.invoiceMonth).toBe('2027-01');
    });
  });

  describe('history and receipt', () => {
    it('lists every payment of the record, void ones too, newest first; one payment reads by its id', async () => {
      const customer = await customerOf50();
      const first = (await pay(customer.id, { amount: 5 }).expect(201)).body as Payment;
      const second = (await pay(customer.id, { amount: 7 }).expect(201)).body as Payment;
      await agent.post(`/api/payments/${first.id}/void`).send({ reason: 'خطأ' }).expect(200);
      const history = (await agent.get(`/api/ampere-records/${customer.id}/payments`).expect(200))
        .body as Payment[];
      expect(history.map((payment) => payment.id)).toEqual([second.id, first.id]);
      expect(history[1].voidedAt).not.toBeNull();
      expect(history[0]).not.toHaveProperty('record');
      const receipt = await agent.get(`/api/payments/${second.id}`).expect(200);
      expect(receipt.body).toMatchObject({ id: second.id, receiptNumber: second.receiptNumber, amount: 7 });
    });

    it('answers 404 in Arabic for a payment that does not exist', async () => {
      const response = await agent.get('/api/payments/00000000-0000-4000-8000-000000000000').expect(404);
      expect(response.body.message).toBe('الدفعة غير موجودة');
      const voided = await agent
        .post('/api/payments/00000000-0000-4000-8000-000000000000/void')
        .send({ reason: 'خطأ' })
        .expect(404);
      expect(voided.body.message).toBe('الدفعة غير موجودة');
      await agent.get('/api/payments/not-a-payment').expect(404);
    });
  });

  describe('voiding a payment', () => {
    it('voids it with who and why, and the record owes it again', async () => {
      const customer = await customerOf50();
      const payment = (await pay(customer.id, { amount: 20 }).expect(201)).body as Payment;
      const response = await agent
        .post(`/api/payments/${payment.id}/void`)
        .send({ reason: ' مبلغ خاطئ ' })
        .expect(200);
      expect(response.body).toMatchObject({
        id: payment.id,
        voidedAt: expect.any(String),
        voidedBy: email,
        voidReason: 'مبلغ خاطئ',
        record: { amountPaid: 0, outstandingBalance: 50, isPaid: false },
      });
    });

    it('refuses a void of a void, and a void without a reason, writing nothing', async () => {
      const customer = await customerOf50();
      const payment = (await pay(customer.id, { amount: 20 }).expect(201)).body as Payment;
      const noReason = await agent.post(`/api/payments/${payment.id}/void`).send({}).expect(400);
      expect(noReason.body.message).toBe('يرجى كتابة سبب الإلغاء');
      await agent.post(`/api/payments/${payment.id}/void`).send({ reason: 'خطأ' }).expect(200);
      const before = await snapshotOfData(db);
      const twice = await agent
        .post(`/api/payments/${payment.id}/void`)
        .send({ reason: 'مرة ثانية' })
        .expect(400);
      expect(twice.body.message).toBe('هذه الدفعة ملغاة مسبقاً');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses a void of a closed month’s payment with 409', async () => {
      const customer = await customerOf50();
      const payment = (await pay(customer.id, { amount: 20 }).expect(201)).body as Payment;
      today(2026, 11, 28);
      await agent.post('/api/ampere-records/new-month').send({}).expect(200);
      const response = await agent
        .post(`/api/payments/${payment.id}/void`)
        .send({ reason: 'خطأ' })
        .expect(409);
      expect(response.body.message).toBe('لا يمكن إلغاء دفعة من شهر مغلق');
      const [stored] = await db.query<{ voided_at: string | null }>(
        'SELECT voided_at FROM payments WHERE id = $1',
        [payment.id],
      );
      expect(stored.voided_at).toBeNull();
      // The new month's payment is in the new month, and the closed month's stays in the history.
      const december = (await pay(customer.id, { amount: 3 }).expect(201)).body as Payment & {
        billingMonth: string;
      };
      expect(december.billingMonth).toBe('2026-12');
      const history = (await agent.get(`/api/ampere-records/${customer.id}/payments`).expect(200))
        .body as Payment[];
      expect(history.map((p) => p.id)).toEqual([december.id, payment.id]);
    });
  });

  describe('the audit log', () => {
    it('records the payment and its void in their transactions, by the collector', async () => {
      const customer = await customerOf50();
      const payment = (await pay(customer.id, { amount: 12, currency: 'USD' }).expect(201)).body as Payment;
      await agent.post(`/api/payments/${payment.id}/void`).send({ reason: 'خطأ' }).expect(200);
      const entries = await db.query<{
        action: string;
        actor: string;
        count: number;
        details: Record<string, unknown>;
      }>(
        `SELECT action, actor, count, details FROM audit_log WHERE details->>'paymentId' = $1 ORDER BY at, id`,
        [payment.id],
      );
      expect(entries).toEqual([
        {
          action: 'record-payment',
          actor: email,
          count: 1,
          details: expect.objectContaining({
            source: 'collection',
            id: customer.id,
            receiptNumber: payment.receiptNumber,
            amount: '12.00',
            currency: 'USD',
          }),
        },
        {
          action: 'void-payment',
          actor: email,
          count: 1,
          details: expect.objectContaining({ receiptNumber: payment.receiptNumber, reason: 'خطأ' }),
        },
      ]);
    });
  });

  describe('a deleted customer restored', () => {
    it('keeps its payments under its new id (ampere)', async () => {
      const customer = await customerOf50();
      const payment = (await pay(customer.id, { amount: 20 }).expect(201)).body as Payment;
      const deleted = await agent.delete(`/api/ampere-records/${customer.id}`).expect(200);
      const restored = await agent
        .post(`/api/archived-records/${deleted.body.archivedId}/restore`)
        .expect(200);
      expect(restored.body.id).not.toBe(customer.id);
      const history = (await agent.get(`/api/ampere-records/${restored.body.id}/payments`).expect(200))
        .body as Payment[];
      expect(history.map((p) => [p.id, p.recordId])).toEqual([[payment.id, restored.body.id]]);
      const next = (await pay(restored.body.id, { amount: 5 }).expect(201)).body as Payment;
      expect(next.record).toMatchObject({ amountPaid: 25, outstandingBalance: 25 });
      // It comes back under a new number; the receipt handed over before still names the invoice of
      // that day, under the number it was taken under (docs/payment-month.md).
      const number = restored.body.customerNumber as number;
      expect(number).not.toBe(customer.customerNumber);
      expect(history[0]).toMatchObject({
        customerNumber: customer.customerNumber,
        invoiceNumber: payment.invoiceNumber,
      });
      expect(payment.invoiceNumber).toMatch(new RegExp(`^INV-${customer.customerNumber}-\\d{4}$`));
      expect(next).toMatchObject({
        customerNumber: number,
        invoiceNumber: expect.stringMatching(`^INV-${number}-`),
      });
    });

    it('keeps its payments under its new id (a metered group)', async () => {
      const created = await agent
        .post('/api/mahmoud-kwh-customers')
        .send({
          name: 'زبون مستعاد',
          box: '9',
          ampere: 5,
          previousKwh: 100,
          currentKwh: 150,
          pricePerKwh: 0.5,
        })
        .expect(201);
      const id = created.body.id as string;
      const payment = await agent
        .post(`/api/mahmoud-kwh-customers/${id}/payments`)
        .send({ amount: 4 })
        .expect(201);
      const deleted = await agent.delete(`/api/mahmoud-kwh-customers/${id}`).expect(200);
      const restored = await agent
        .post(`/api/mahmoud-kwh-archived/${deleted.body.archivedId}/restore`)
        .expect(200);
      expect(restored.body.id).not.toBe(id);
      const history = await agent.get(`/api/mahmoud-kwh-customers/${restored.body.id}/payments`).expect(200);
      expect((history.body as Payment[]).map((p) => p.id)).toEqual([payment.body.id]);
    });
  });

  describe('a customer added with a paid amount', () => {
    const paymentAudit = (id: string) =>
      db.query<{ action: string; details: Record<string, unknown> }>(
        `SELECT action, details FROM audit_log WHERE action = 'record-payment' AND details->>'id' = $1`,
        [id],
      );

    it('writes the record-payment audit entry (ampere)', async () => {
      const created = await agent
        .post('/api/ampere-records')
        .send({ name: 'زبون مدفوع عند الإضافة', box: '3', ampere: 5, amperePrice: 10, amountPaid: 15 })
        .expect(201);
      expect(await paymentAudit(created.body.id)).toEqual([
        {
          action: 'record-payment',
          details: expect.objectContaining({ source: 'edit', previous: '0.00', amountPaid: '15.00' }),
        },
      ]);
    });

    it('writes the record-payment audit entry (a metered group)', async () => {
      const created = await agent
        .post('/api/mahmoud-kwh-customers')
        .send({
          name: 'زبون مدفوع عند الإضافة',
          box: '9',
          ampere: 5,
          previousKwh: 1,
          currentKwh: 50,
          amountPaid: 3,
        })
        .expect(201);
      expect(await paymentAudit(created.body.id)).toEqual([
        {
          action: 'record-payment',
          details: expect.objectContaining({ source: 'edit', previous: '0.00', amountPaid: '3.00' }),
        },
      ]);
    });
  });

  describe('a deleted customer whose payment was voided while deleted, restored the same month', () => {
    it('answers the ledger sum as its amount paid (ampere)', async () => {
      const customer = await customerOf50();
      const kept = (await pay(customer.id, { amount: 10 }).expect(201)).body as Payment;
      const voided = (await pay(customer.id, { amount: 20 }).expect(201)).body as Payment;
      const deleted = await agent.delete(`/api/ampere-records/${customer.id}`).expect(200);
      await agent.post(`/api/payments/${voided.id}/void`).send({ reason: 'خطأ' }).expect(200);
      const restored = await agent
        .post(`/api/archived-records/${deleted.body.archivedId}/restore`)
        .expect(200);
      expect(restored.body).toMatchObject({ amountPaid: kept.amount, outstandingBalance: 40, isPaid: false });
    });

    it('answers the ledger sum as its amount paid (a metered group)', async () => {
      const created = await agent
        .post('/api/mahmoud-kwh-customers')
        .send({
          name: 'زبون ملغاة دفعته',
          box: '9',
          ampere: 5,
          previousKwh: 100,
          currentKwh: 150,
          pricePerKwh: 0.5,
        })
        .expect(201);
      const id = created.body.id as string;
      const payment = await agent
        .post(`/api/mahmoud-kwh-customers/${id}/payments`)
        .send({ amount: 4 })
        .expect(201);
      const deleted = await agent.delete(`/api/mahmoud-kwh-customers/${id}`).expect(200);
      await agent.post(`/api/payments/${payment.body.id}/void`).send({ reason: 'خطأ' }).expect(200);
      const restored = await agent
        .post(`/api/mahmoud-kwh-archived/${deleted.body.archivedId}/restore`)
        .expect(200);
      expect(restored.body).toMatchObject({ amountPaid: 0, outstandingBalance: created.body.totalAmount });
    });
  });

  describe('the metered systems', () => {
    let counter = 0;
    const addKwh = async (system: string) => {
      counter += 1;
      const response = await agent
        .post(`/api/${system}-customers`)
        .send({
          name: `زبون ${counter}`,
          box: String(counter),
          ampere: 5,
          previousKwh: 100,
          currentKwh: 150,
          pricePerKwh: 0.5,
        })
        .expect(201);
      return response.body as { id: string; totalAmount: number; customerNumber: number };
    };

    it('records a payment of a kWh customer against its total, in every group', async () => {
      for (const system of ['mahmoud-kwh', 'baydawi-kwh', 'kwh']) {
        const customer = await addKwh(system);
        const response = await agent
          .post(`/api/${system}-customers/${customer.id}/payments`)
          .send({ amount: 10, method: 'money_transfer' })
          .expect(201);
        expect(response.body).toMatchObject({
          system,
          recordId: customer.id,
          method: 'money_transfer',
          record: {
            amount: customer.totalAmount,
            amountPaid: 10,
            outstandingBalance: customer.totalAmount - 10,
            isPaid: false,
          },
        });
        const read = await agent.get(`/api/${system}-customers`).expect(200);
        expect(
          (read.body as { id: string; amountPaid: number }[]).find((c) => c.id === customer.id)?.amountPaid,
        ).toBe(10);
        const history = await agent.get(`/api/${system}-customers/${customer.id}/payments`).expect(200);
        expect(history.body).toHaveLength(1);
      }
    });

    it('keeps each group to its own customers, and an unknown group is 404', async () => {
      const customer = await addKwh('mahmoud-kwh');
      const other = await agent
        .post(`/api/baydawi-kwh-customers/${customer.id}/payments`)
        .send({ amount: 1 })
        .expect(404);
      expect(other.body.message).toBe('السجل غير موجود');
      const unknown = await agent
        .post(`/api/nowhere-customers/${customer.id}/payments`)
        .send({ amount: 1 })
        .expect(404);
      expect(unknown.body.message).toBe('نظام الفوترة غير معروف');
    });

    it('pays a kWh customer in full and voids it back', async () => {
      const customer = await addKwh('mahmoud-kwh');
      const paid = await agent
        .post(`/api/mahmoud-kwh-customers/${customer.id}/payments`)
        .send({ amount: customer.totalAmount })
        .expect(201);
      expect(paid.body.record).toMatchObject({ outstandingBalance: 0, isPaid: true });
      const voided = await agent
        .post(`/api/payments/${paid.body.id}/void`)
        .send({ reason: 'خطأ' })
        .expect(200);
      expect(voided.body.record).toMatchObject({ amountPaid: 0, isPaid: false });
    });
  });
});
