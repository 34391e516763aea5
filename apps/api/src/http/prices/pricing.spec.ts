import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import {
  billKwhCustomer,
  ExchangeRate,
  Lbp,
  Money,
  Quantity,
  subscriptionFeeLbpOf,
  subscriptionFeeOf,
  UnitPrice,
  type SubscriptionPricing,
} from '@kahraba/billing-domain';
import { Client } from 'pg';
import {
  LIVE_UPDATES_CHANNEL,
  parseCustomerChange,
  type CustomerChangeNotification,
  type KwhCustomerView,
} from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { byName, importKwhCustomers, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

describe('prices of the metered systems: exchange rate, subscription pricing, LBP repair', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let admin: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent();
    db = testApp.app.get(Database);
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('owner@example.com', 'صاحب', 'المولد', 'admin', 'owner secret 1'));
    admin = testApp.agent();
    await admin
      .post('/api/login')
      .send({ email: 'owner@example.com', password: 'owner secret 1' })
      .expect(200);
  });
  afterAll(() => testApp.close());

  beforeEach(async () => {
    await db.query('DELETE FROM kwh_customers');
    await db.query('DELETE FROM batch_entries');
    await db.query('DELETE FROM batches');
    await db.query('DELETE FROM batch_groups');
    await db.query('DELETE FROM audit_log');
    // A month closed by one test leaves the next with the calendar's month again.
    await db.query('DELETE FROM billing_months');
    await db.query('DELETE FROM exchange_rate');
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (89500)');
    await db.query('DELETE FROM subscription_pricing');
    await db.query('INSERT INTO subscription_pricing (amperage, price) VALUES (5, 447500), (10, 0)');
    await importKwhCustomers(operator, 'mahmoud-kwh', [
      {
        name: 'سامر',
        box: '5',
        ampere: 5,
        previousKwh: 100,
        currentKwh: 250,
        pricePerKwh: 0.3333,
        amountPaid: 20,
      },
      { name: 'ليلى', box: '6', ampere: 10, previousKwh: 0, currentKwh: 77, pricePerKwh: 0.2545 },
      { name: 'جاد', box: '7', ampere: 2.5, previousKwh: 10, currentKwh: 10 },
    ]);
    await importKwhCustomers(operator, 'baydawi-kwh', [
      { name: 'هدى', box: '1', ampere: 5, previousKwh: 0, currentKwh: 33, pricePerKwh: 0.5, amountPaid: 100 },
      { name: 'كريم', box: '2', ampere: 3, previousKwh: 0, currentKwh: 12 },
    ]);
  });

  /** Every live metered row, all columns, as stored. */
  const allRows = () =>
    db.query<{ row: string }>(
      'SELECT to_jsonb(k)::text AS row FROM kwh_customers k ORDER BY customer_number, system',
    );
  const storedRate = async () => (await operator.get('/api/exchange-rate').expect(200)).body as number;
  const storedPricing = async () =>
    (await operator.get('/api/subscription-pricing').expect(200)).body as Record<string, number>;
  const everyone = async () => [
    ...(await kwhCustomers(operator, 'mahmoud-kwh')),
    ...(await kwhCustomers(operator, 'baydawi-kwh')),
  ];
  const audit = (action: string) =>
    db.query<{ actor: string; system: string | null; count: number; details: Record<string, unknown> }>(
      'SELECT actor, system, count, details FROM audit_log WHERE action = $1',
      [action],
    );

  /** What the domain bills this customer at the rate and the map (the same cases the SQL computed). */
  function domainBill(customer: KwhCustomerView, rate: ExchangeRate, pricing: SubscriptionPricing) {
    const ampere = Quantity.parse(customer.ampere);
    const bill = billKwhCustomer({
      previousKwh: Quantity.parse(customer.previousKwh),
      currentKwh: Quantity.parse(customer.currentKwh),
      pricePerKwh: UnitPrice.parse(customer.pricePerKwh),
      // A fee from the map bills its pounds exactly
      subscriptionFeeLbp: subscriptionFeeLbpOf({ ampere, pricing }),
      subscriptionFee: subscriptionFeeOf({
        ampere,
        ownFee: Money.parse(customer.ampereSubscriptionFee),
        pricing,
        rate,
      }),
      arrears: Money.parse(customer.arrears),
      amountPaid: Money.parse(customer.amountPaid),
      rate,
    });
    return {
      subscriptionFee: bill.subscriptionFee.cents / 100,
      totalAmount: bill.totalAmount.cents / 100,
      baseAmount: bill.baseAmount.cents / 100,
      vatAmount: bill.vatAmount.cents / 100,
      outstandingBalance: bill.outstandingBalance.cents / 100,
      isPaid: bill.isPaid,
      exchangeRateUsed: rate.usdToLbp,
      totalAmountLbp: bill.totalAmountLbp.pounds,
      baseAmountLbp: bill.baseAmountLbp.pounds,
      tvaAmountLbp: bill.tvaAmountLbp.pounds,
    };
  }
  const pricingOf = (map: Record<number, number>): SubscriptionPricing =>
    new Map(Object.entries(map).map(([amperage, pounds]) => [Number(amperage), Lbp.ofPounds(pounds)]));

  describe('GET /api/subscription-amperage-data', () => {
    it('counts the live customers of every metered system by whole amperage, ascending', async () => {
      const response = await operator.get('/api/subscription-amperage-data').expect(200);
      expect(response.body).toEqual([
        { amperage: 3, customerCount: 1 },
        { amperage: 5, customerCount: 2 },
        { amperage: 10, customerCount: 1 },
      ]);
    });

    it('is for signed-in users only', async () => {
      await testApp.agent().get('/api/subscription-amperage-data').expect(401);
    });
  });

  describe('POST /api/exchange-rate', () => {
    it('stores the rate and bills every metered customer again at it, as the domain does', async () => {
      const response = await admin.post('/api/exchange-rate').send({ usdToLbp: '١٠٠٬٠٠٠' }).expect(200);
      expect(response.body).toEqual({ usdToLbp: 100_000, customersUpdated: 5 });
      expect(await storedRate()).toBe(100_000);
      const rate = ExchangeRate.of(100_000);
      const pricing = pricingOf({ 5: 447_500, 10: 0 });
      for (const customer of await everyone()) {
        expect(customer).toMatchObject(domainBill(customer, rate, pricing));
      }
      // 447,500 LBP at 100,000 = 4.475 → 4.48 dollars (half away from zero)
      expect(byName(await kwhCustomers(operator, 'mahmoud-kwh'), 'سامر').subscriptionFee).toBe(4.48);
    });

    it('is one change recorded as a linked batch in every metered system it touched, audited with the count', async () => {
      await admin.post('/api/exchange-rate').send({ usdToLbp: 90_000 }).expect(200);
      const batches = await db.query<{
        system: string;
        kind: string;
        group_id: string;
        updated_count: number;
      }>("SELECT system, kind, group_id, updated_count FROM batches WHERE kind <> 'import' ORDER BY system");
      expect(batches.map(({ system, kind, updated_count }) => [system, kind, updated_count])).toEqual([
        ['baydawi-kwh', 'update-exchange-rate', 2],
        ['mahmoud-kwh', 'update-exchange-rate', 3],
      ]);
      expect(new Set(batches.map((batch) => batch.group_id)).size).toBe(1);
      expect(await audit('update-exchange-rate')).toEqual([
        expect.objectContaining({ actor: 'owner@example.com', count: 5 }),
      ]);
      const shown = await operator.get('/api/baydawi-kwh-customers/undo-last-batch').expect(200);
      expect(shown.body).toMatchObject({ kind: 'update-exchange-rate', updatedCount: 2 });
    });

    it('is taken back whole by the undo of either system: the rate and every total in every system', async () => {
      for (const system of ['mahmoud-kwh', 'baydawi-kwh']) {
        const before = await allRows();
        await admin.post('/api/exchange-rate').send({ usdToLbp: 120_000 }).expect(200);
        const undo = await admin.delete(`/api/${system}-customers/undo-last-batch`).expect(200);
        expect(undo.body).toMatchObject({ revertedCount: 5, deletedCount: 0 });
        expect(await storedRate()).toBe(89_500);
        expect(await allRows()).toEqual(before);
        // Both systems' batches are undone: nothing of the change is left to undo anywhere.
        await operator.get('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
        expect((await operator.get('/api/mahmoud-kwh-customers/undo-last-batch')).body.kind).toBe('import');
        expect((await operator.get('/api/baydawi-kwh-customers/undo-last-batch')).body.kind).toBe('import');
      }
    });

    it('refuses its undo to an operator (403 in Arabic: the change is an administrator’s), writing nothing', async () => {
      await admin.post('/api/exchange-rate').send({ usdToLbp: 110_000 }).expect(200);
      const before = await snapshotOfData(db);
      const refused = await operator.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(403);
      expect(refused.body).toEqual({ message: 'هذا الإجراء متاح للمدير فقط', code: 'ADMIN_ONLY' });
      expect(await snapshotOfData(db)).toEqual(before);
      await admin.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
      expect(await storedRate()).toBe(89_500);
    });

    it('keeps a customer edited after the change, billed at the rate restored', async () => {
      await admin.post('/api/exchange-rate').send({ usdToLbp: 100_000 }).expect(200);
      const karim = byName(await kwhCustomers(operator, 'baydawi-kwh'), 'كريم');
      await operator.patch(`/api/baydawi-kwh-customers/${karim.id}`).send({ currentKwh: 20 }).expect(200);
      await admin.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
      const after = byName(await kwhCustomers(operator, 'baydawi-kwh'), 'كريم');
      expect(after.currentKwh).toBe(20);
      expect(after).toMatchObject(
        domainBill(after, ExchangeRate.of(89_500), pricingOf({ 5: 447_500, 10: 0 })),
      );
    });

    it('refuses the undo while another batch came after it in one of its systems, naming it, writing nothing', async () => {
      await admin.post('/api/exchange-rate').send({ usdToLbp: 100_000 }).expect(200);
      await operator
        .patch('/api/baydawi-kwh-customers/update-all-prices')
        .send({ pricePerKwh: 2 })
        .expect(200);
      const before = await snapshotOfData(db);
      const refused = await admin.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(409);
      expect(refused.body.message).toBe(
        'لا يمكن التراجع عن تغيير سعر الصرف: سُجّلت بعده عملية أحدث في «كيلوواط البيضاوي»، تراجع عنها أولاً',
      );
      expect(await snapshotOfData(db)).toEqual(before);
      // Once the later batch is undone, the whole change goes back.
      await admin.delete('/api/baydawi-kwh-customers/undo-last-batch').expect(200);
      await admin.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
      expect(await storedRate()).toBe(89_500);
    });

    it('tells the live-update stream of every system it touched, once each, on commit', async () => {
      const listener = new Client({ connectionString: testApp.databaseUrl });
      await listener.connect();
      const heard: CustomerChangeNotification[] = [];
      listener.on('notification', (message) => {
        const change = parseCustomerChange(message.payload ?? '');
        if (change) heard.push(change);
      });
      await listener.query(`LISTEN ${LIVE_UPDATES_CHANNEL}`);
      try {
        await admin.post('/api/exchange-rate').send({ usdToLbp: 0 }).expect(400);
        await admin.post('/api/exchange-rate').send({ usdToLbp: 95_000 }).expect(200);
        while (heard.length < 2) await new Promise((resolve) => setImmediate(resolve));
        expect(
          heard.map((change) => [change.system, change.kind, change.data.name, change.data.count]).sort(),
        ).toEqual([
          ['baydawi-kwh', 'updated', 'update-exchange-rate', 2],
          ['mahmoud-kwh', 'updated', 'update-exchange-rate', 3],
        ]);
      } finally {
        await listener.end();
      }
    });

    it('refuses the undo once a month close in one of its systems sealed it, naming the system', async () => {
      await admin.post('/api/exchange-rate').send({ usdToLbp: 100_000 }).expect(200);
      await operator.post('/api/mahmoud-kwh-customers/new-month').send({}).expect(200);
      const before = await snapshotOfData(db);
      const refused = await admin.delete('/api/baydawi-kwh-customers/undo-last-batch').expect(409);
      expect(refused.body.message).toBe('لا يمكن التراجع عن تغيير سعر الصرف: أُغلق شهر «كيلوواط محمود» بعده');
      expect(await snapshotOfData(db)).toEqual(before);
      expect(await storedRate()).toBe(100_000);
    });

    it.each([[0], [-89_500], ['دولار'], ['89500.5'], [''], [null], [true]])(
      'refuses %p in Arabic naming the rate, writing nothing',
      async (usdToLbp) => {
        const before = await snapshotOfData(db);
        const response = await admin.post('/api/exchange-rate').send({ usdToLbp }).expect(400);
        expect(response.body.message).toMatch(/^سعر الصرف/);
        expect(await snapshotOfData(db)).toEqual(before);
      },
    );

    it('refuses an operator (403 in Arabic) and the signed-out (401), writing nothing', async () => {
      const before = await snapshotOfData(db);
      const refused = await operator.post('/api/exchange-rate').send({ usdToLbp: 90_000 }).expect(403);
      expect(refused.body.message).toBe('هذا الإجراء متاح للمدير فقط');
      await testApp.agent().post('/api/exchange-rate').send({ usdToLbp: 90_000 }).expect(401);
      expect(await snapshotOfData(db)).toEqual(before);
    });
  });

  describe('POST /api/subscription-pricing', () => {
    it('stores the whole map and bills the fees again; an amperage left out has no price any more', async () => {
      const response = await admin
        .post('/api/subscription-pricing')
        .send({ pricing: { '3': '٢٦٨٬٥٠٠', '10': 895_000 } })
        .expect(200);
      // سامر (5 A) loses the map price and bills his own fee; كريم (3 A) and ليلى (10 A) get one.
      expect(response.body).toEqual({ pricing: { '3': 268_500, '10': 895_000 }, customersUpdated: 4 });
      expect(await storedPricing()).toEqual({ '3': 268_500, '10': 895_000 });
      const rate = ExchangeRate.of(89_500);
      const pricing = pricingOf({ 3: 268_500, 10: 895_000 });
      for (const customer of await everyone()) {
        expect(customer).toMatchObject(domainBill(customer, rate, pricing));
      }
      expect(byName(await kwhCustomers(operator, 'baydawi-kwh'), 'كريم').subscriptionFee).toBe(3);
      expect(await audit('update-subscription-pricing')).toEqual([
        expect.objectContaining({ actor: 'owner@example.com', count: 4 }),
      ]);
    });

    it('is taken back whole by an undo: the map and every total', async () => {
      const before = await allRows();
      await admin
        .post('/api/subscription-pricing')
        .send({ pricing: { '5': 0, '3': 89_500 } })
        .expect(200);
      await admin.delete('/api/baydawi-kwh-customers/undo-last-batch').expect(200);
      expect(await storedPricing()).toEqual({ '5': 447_500, '10': 0 });
      expect(await allRows()).toEqual(before);
    });

    it('changes nothing and records no batch when no bill changes', async () => {
      const response = await admin
        .post('/api/subscription-pricing')
        .send({ pricing: { '5': 447_500, '10': 0, '40': 1_000_000 } })
        .expect(200);
      expect(response.body.customersUpdated).toBe(0);
      expect(await db.query("SELECT 1 FROM batches WHERE kind = 'update-subscription-pricing'")).toEqual([]);
    });

    it.each([
      [{ pricing: { '0': 1000 } }, /قيمة الأمبير/],
      [{ pricing: { '2.5': 1000 } }, /قيمة الأمبير/],
      [{ pricing: { '5': -1 } }, /سعر اشتراك 5 أمبير/],
      [{ pricing: { '5': 'غالي' } }, /سعر اشتراك 5 أمبير/],
      [{ pricing: { '5': '' } }, /سعر اشتراك 5 أمبير/],
      [{ pricing: [1000] }, /أسعار الاشتراك/],
      [{}, /أسعار الاشتراك/],
    ])('refuses %p in Arabic, writing nothing', async (body, message) => {
      const before = await snapshotOfData(db);
      const response = await admin.post('/api/subscription-pricing').send(body).expect(400);
      expect(response.body.message).toMatch(message);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses an operator (403 in Arabic) and the signed-out (401), writing nothing', async () => {
      const before = await snapshotOfData(db);
      const refused = await operator
        .post('/api/subscription-pricing')
        .send({ pricing: { '5': 1 } })
        .expect(403);
      expect(refused.body.message).toBe('هذا الإجراء متاح للمدير فقط');
      await testApp
        .agent()
        .post('/api/subscription-pricing')
        .send({ pricing: { '5': 1 } })
        .expect(401);
      expect(await snapshotOfData(db)).toEqual(before);
    });
  });

  describe('POST /api/kwh-customers/migrate-lbp', () => {
    it('computes every kWh customer’s LBP columns again at the stored rate, counting rows per system', async () => {
      await db.query(
        "UPDATE kwh_customers SET total_amount_lbp = 1, base_amount_lbp = 1, tva_amount_lbp = 0, exchange_rate_used = 1 WHERE name IN ('سامر', 'هدى')",
      );
      await db.query('INSERT INTO exchange_rate (usd_to_lbp, updated_at) VALUES (90000, clock_timestamp())');
      const response = await admin.post('/api/kwh-customers/migrate-lbp').expect(200);
      expect(response.body).toEqual({
        total: 5,
        mahmoudUpdated: 3,
        baydawiUpdated: 2,
        bySystem: { kwh: 0, 'mahmoud-kwh': 3, 'baydawi-kwh': 2 },
      });
      // The dollar totals converted, the map's fee (5 A: 447,500) in its exact pounds.
      for (const customer of await everyone()) {
        const { totalAmountLbp, baseAmountLbp } = domainBill(
          customer,
          ExchangeRate.of(90_000),
          pricingOf({ 5: 447_500, 10: 0 }),
        );
        expect(customer).toMatchObject({ totalAmountLbp, baseAmountLbp, exchangeRateUsed: 90_000 });
      }
      expect(await audit('migrate-lbp')).toEqual([expect.objectContaining({ count: 5 })]);
    });

    it('is one change that an undo takes back exactly, even the values it repaired', async () => {
      await db.query("UPDATE kwh_customers SET total_amount_lbp = 1 WHERE name = 'سامر'");
      const before = await allRows();
      await admin.post('/api/kwh-customers/migrate-lbp').expect(200);
      await admin.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
      expect(await allRows()).toEqual(before);
    });

    it('refuses an operator (403 in Arabic) and the signed-out (401), writing nothing', async () => {
      const before = await snapshotOfData(db);
      const refused = await operator.post('/api/kwh-customers/migrate-lbp').expect(403);
      expect(refused.body.message).toBe('هذا الإجراء متاح للمدير فقط');
      await testApp.agent().post('/api/kwh-customers/migrate-lbp').expect(401);
      expect(await snapshotOfData(db)).toEqual(before);
    });
  });
});
