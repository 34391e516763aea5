import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer } from '../../testing/ampere-test-data';
import { byName, importKwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

interface Entry {
  at: string;
  userId: string | null;
  userEmail: string;
  action: string;
  system: string | null;
  count: number | null;
  details: Record<string, unknown>;
}

/**
 * Every destructive or money-changing action of the ampere and kWh systems writes who,
 * when, what, which system and how many rows, in the transaction of its change.
 */
describe('the audit entries of destructive and money-changing actions', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let adminId: string;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    const owner = await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('auditor@example.com', 'مدقق', 'الحسابات', 'admin', 'owner secret 1'));
    adminId = owner.id;
    await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'sesame-42'));
    admin = request.agent(testApp.app.getHttpServer());
    await admin
      .post('/api/login')
      .send({ email: 'auditor@example.com', password: 'owner secret 1' })
      .expect(200);
  });
  afterAll(() => testApp.close());

  /** The entries written since `mark`, newest first, as the audit log answers them. */
  const entriesSince = async (mark: number): Promise<Entry[]> => {
    const [{ id }] = await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM audit_log');
    const response = await admin.get('/api/audit-log').expect(200);
    const entries = (response.body as { entries: (Entry & { id: string })[] }).entries;
    expect(Number(id)).toBeGreaterThanOrEqual(mark);
    return entries.filter((entry) => Number(entry.id) > mark);
  };
  const mark = async (): Promise<number> => {
    const [{ id }] = await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM audit_log');
    return Number(id);
  };
  /** Runs `action` and answers the one entry it wrote. */
  const onlyEntryOf = async (action: () => Promise<unknown>): Promise<Entry> => {
    const before = await mark();
    await action();
    const written = await entriesSince(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ userId: adminId, userEmail: 'auditor@example.com' });
    return written[0];
  };
  const nothingWrittenBy = async (action: () => Promise<unknown>): Promise<void> => {
    const before = await mark();
    await action();
    expect(await entriesSince(before)).toEqual([]);
  };

  describe('ampere', () => {
    it('records a payment typed into a customer, with the amounts before and after', async () => {
      const customer = await addCustomer(admin, { name: 'دافع', ampere: 5, amperePrice: 10 });
      const entry = await onlyEntryOf(() =>
        admin.patch(`/api/ampere-records/${customer.id}`).send({ amountPaid: 30 }).expect(200),
      );
      expect(entry).toMatchObject({
        action: 'record-payment',
        system: 'ampere',
        count: 1,
        details: { source: 'edit', id: customer.id, previous: '0.00', amountPaid: '30.00' },
      });
    });

    it('writes no payment when an edit leaves the paid amount as it was', async () => {
      const customer = await addCustomer(admin, { name: 'عنوان فقط' });
      await nothingWrittenBy(() =>
        admin.patch(`/api/ampere-records/${customer.id}`).send({ address: 'الساحة' }).expect(200),
      );
    });

    it('records a pasted column of payments as one entry counting the customers paid', async () => {
      const entry = await onlyEntryOf(() =>
        admin
          .patch('/api/ampere-records/column-paste')
          .send({ column: 'amountPaid', data: ['5', '6'] })
          .expect(200),
      );
      expect(entry).toMatchObject({ action: 'record-payment', system: 'ampere', count: 2 });
      expect(entry.details).toMatchObject({ source: 'column-paste', batchId: expect.any(String) });
    });

    it('records an import that brings paid amounts', async () => {
      const entry = await onlyEntryOf(() =>
        admin
          .post('/api/ampere-records/bulk')
          .send({
            records: [
              { name: 'مستورد', box: '3', ampere: 5, amountPaid: 20 },
              { name: 'بلا دفع', ampere: 2 },
            ],
          })
          .expect(201),
      );
      expect(entry).toMatchObject({ action: 'record-payment', system: 'ampere', count: 1 });
      expect(entry.details).toMatchObject({ source: 'import' });
    });

    it('records a price update with how many customers it re-priced', async () => {
      let updated = -1;
      const entry = await onlyEntryOf(async () => {
        const response = await admin
          .patch('/api/ampere-records/update-all-prices')
          .send({ globalPrice: 12, lowPrice: 9 })
          .expect(200);
        updated = (response.body as { updated: number }).updated;
      });
      expect(updated).toBeGreaterThan(0);
      expect(entry).toMatchObject({ action: 'update-prices', system: 'ampere', count: updated });
      expect(entry.details).toMatchObject({ globalPrice: '12.00', lowPrice: '9.00' });
    });

    it('records marking everyone unpaid', async () => {
      const entry = await onlyEntryOf(() => admin.patch('/api/ampere-records/mark-all-unpaid').expect(200));
      expect(entry).toMatchObject({ action: 'mark-all-unpaid', system: 'ampere' });
      expect(entry.count).toBeGreaterThan(0);
    });

    it('records the undo of that batch with the rows it took back', async () => {
      const entry = await onlyEntryOf(() => admin.delete('/api/ampere-records/undo-last-batch').expect(200));
      expect(entry).toMatchObject({
        action: 'undo-batch',
        system: 'ampere',
        details: { kind: 'mark-all-unpaid' },
      });
      expect(entry.count).toBeGreaterThan(0);
    });

    it('records a delete and a restore, one row each', async () => {
      const customer = await addCustomer(admin, { name: 'محذوف' });
      let archivedId = '';
      const deleted = await onlyEntryOf(async () => {
        const removed = await admin.delete(`/api/ampere-records/${customer.id}`).expect(200);
        archivedId = (removed.body as { archivedId: string }).archivedId;
      });
      expect(deleted).toMatchObject({ action: 'delete-record', system: 'ampere', count: 1 });
      const restored = await onlyEntryOf(() =>
        admin.post(`/api/archived-records/${archivedId}/restore`).expect(200),
      );
      expect(restored).toMatchObject({ action: 'restore-record', system: 'ampere', count: 1 });
    });

    it('records a month close with the customers it archived', async () => {
      const [{ live }] = await db.query<{ live: number }>(
        'SELECT count(*)::int AS live FROM ampere_records WHERE deleted_at IS NULL',
      );
      const entry = await onlyEntryOf(() => admin.post('/api/ampere-records/new-month').send({}).expect(200));
      expect(entry).toMatchObject({ action: 'close-month', system: 'ampere', count: live });
    });

    it('records the archive of the live table with the rows it moved', async () => {
      await admin.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'sesame-42' }).expect(200);
      const [{ live }] = await db.query<{ live: number }>(
        'SELECT count(*)::int AS live FROM ampere_records WHERE deleted_at IS NULL',
      );
      const entry = await onlyEntryOf(() => admin.post('/api/ampere-records/archive').expect(200));
      expect(entry).toMatchObject({ action: 'archive-live-records', system: 'ampere', count: live });
    });
  });

  describe('a kWh group', () => {
    let customers: Awaited<ReturnType<typeof importKwhCustomers>>;

    beforeAll(async () => {
      customers = await importKwhCustomers(admin, 'mahmoud-kwh', [
        { name: 'سامر', box: '7', ampere: 5, previousKwh: 0, currentKwh: 100, pricePerKwh: 0.3 },
        { name: 'رنا', box: '8', ampere: 3, previousKwh: 0, currentKwh: 50, pricePerKwh: 0.3 },
      ]);
    });

    it('records mark-paid as a payment of the whole bill', async () => {
      const samer = byName(customers, 'سامر');
      const entry = await onlyEntryOf(() =>
        admin.patch(`/api/mahmoud-kwh-customers/${samer.id}/mark-paid`).expect(200),
      );
      expect(entry).toMatchObject({
        action: 'record-payment',
        system: 'mahmoud-kwh',
        count: 1,
        details: { source: 'mark-paid', id: samer.id, previous: '0.00' },
      });
    });

    it('records a payment typed by PATCH and by PUT', async () => {
      const rana = byName(customers, 'رنا');
      const patched = await onlyEntryOf(() =>
        admin.patch(`/api/mahmoud-kwh-customers/${rana.id}`).send({ amountPaid: '4.5' }).expect(200),
      );
      expect(patched).toMatchObject({
        action: 'record-payment',
        system: 'mahmoud-kwh',
        count: 1,
        details: { source: 'edit', previous: '0.00', amountPaid: '4.50' },
      });
      const put = await onlyEntryOf(() =>
        admin
          .put(`/api/mahmoud-kwh-customers/${rana.id}`)
          .send({
            name: 'رنا',
            box: '8',
            ampere: 3,
            previousKwh: 0,
            currentKwh: 50,
            pricePerKwh: 0.3,
            amountPaid: 6,
          })
          .expect(200),
      );
      expect(put).toMatchObject({ details: { previous: '4.50', amountPaid: '6.00' } });
    });

    it('records a pasted column of payments and an import of payments', async () => {
      const pasted = await onlyEntryOf(() =>
        admin
          .post('/api/mahmoud-kwh-customers/column-paste')
          .send({ column: 'amountPaid', values: ['1', '2'] })
          .expect(200),
      );
      expect(pasted).toMatchObject({ action: 'record-payment', system: 'mahmoud-kwh', count: 2 });
      const imported = await onlyEntryOf(() =>
        admin
          .post('/api/mahmoud-kwh-customers/bulk')
          .send({
            records: [{ name: 'سامر', box: '7', ampere: 5, previousKwh: 0, currentKwh: 100, amountPaid: 9 }],
          })
          .expect(201),
      );
      expect(imported).toMatchObject({ action: 'record-payment', system: 'mahmoud-kwh', count: 1 });
    });

    it('records a price update of the group with its customer count', async () => {
      const entry = await onlyEntryOf(() =>
        admin.patch('/api/mahmoud-kwh-customers/update-all-prices').send({ pricePerKwh: 0.45 }).expect(200),
      );
      expect(entry).toMatchObject({ action: 'update-prices', system: 'mahmoud-kwh', count: 2 });
    });

    it('records a readings import from the web under the signed-in user, not the system', async () => {
      const rana = byName(customers, 'رنا');
      const entry = await onlyEntryOf(() =>
        admin
          .post('/api/mahmoud-kwh-customers/bulk-update-readings')
          .send({ readings: [{ id: rana.id, newCurrentKwh: '80' }] })
          .expect(200),
      );
      expect(entry).toMatchObject({
        userId: adminId,
        userEmail: 'auditor@example.com',
        action: 'import-readings',
        system: 'mahmoud-kwh',
        count: 1,
      });
    });

    it('records a payment taken at the counter with its amount, currency and receipt number', async () => {
      const rana = byName(customers, 'رنا');
      let receiptNumber = '';
      const entry = await onlyEntryOf(async () => {
        const paid = await admin
          .post(`/api/mahmoud-kwh-customers/${rana.id}/payments`)
          .send({ amount: 2, currency: 'USD' })
          .expect(201);
        receiptNumber = (paid.body as { receiptNumber: string }).receiptNumber;
      });
      expect(receiptNumber).toMatch(/\d/);
      expect(entry).toMatchObject({
        action: 'record-payment',
        system: 'mahmoud-kwh',
        count: 1,
        details: { source: 'collection', amount: '2.00', currency: 'USD', receiptNumber },
      });
    });

    it('records a payment in pounds and its void with the amount, currency and receipt number', async () => {
      const rana = byName(customers, 'رنا');
      let payment = { id: '', receiptNumber: '' };
      const recorded = await onlyEntryOf(async () => {
        const paid = await admin
          .post(`/api/mahmoud-kwh-customers/${rana.id}/payments`)
          .send({ amount: '89,500', currency: 'LBP' })
          .expect(201);
        payment = paid.body as typeof payment;
      });
      expect(recorded.details).toMatchObject({
        amount: '1.00',
        currency: 'LBP',
        amountLbp: '89500',
        receiptNumber: payment.receiptNumber,
      });
      const voided = await onlyEntryOf(() =>
        admin.post(`/api/payments/${payment.id}/void`).send({ reason: 'خطأ في الإدخال' }).expect(200),
      );
      expect(voided).toMatchObject({
        action: 'void-payment',
        system: 'mahmoud-kwh',
        count: 1,
        details: {
          amount: '1.00',
          currency: 'LBP',
          amountLbp: '89500',
          receiptNumber: payment.receiptNumber,
          reason: 'خطأ في الإدخال',
        },
      });
    });

    it('records a delete, a restore and a month close of the group', async () => {
      const samer = byName(customers, 'سامر');
      let archivedId = '';
      const deleted = await onlyEntryOf(async () => {
        const removed = await admin.delete(`/api/mahmoud-kwh-customers/${samer.id}`).expect(200);
        archivedId = (removed.body as { archivedId: string }).archivedId;
      });
      expect(deleted).toMatchObject({ action: 'delete-record', system: 'mahmoud-kwh', count: 1 });
      const restored = await onlyEntryOf(() =>
        admin.post(`/api/mahmoud-kwh-archived/${archivedId}/restore`).expect(200),
      );
      expect(restored).toMatchObject({ action: 'restore-record', system: 'mahmoud-kwh', count: 1 });
      const closed = await onlyEntryOf(() =>
        admin.post('/api/mahmoud-kwh-customers/new-month').send({}).expect(200),
      );
      expect(closed).toMatchObject({ action: 'close-month', system: 'mahmoud-kwh', count: 2 });
    });
  });

  describe('settings', () => {
    it('records a passcode change without the passcode', async () => {
      const entry = await onlyEntryOf(() =>
        admin
          .put('/api/passcodes')
          .send({
            scope: 'tables',
            oldPasscode: 'sesame-42',
            newPasscode: 'sesame-43',
            confirmation: 'sesame-43',
          })
          .expect(200),
      );
      expect(entry).toMatchObject({
        action: 'change-passcode',
        system: null,
        count: 1,
        details: { scope: 'tables' },
      });
      expect(JSON.stringify(entry)).not.toContain('sesame');
    });

    it('records a change of the company profile', async () => {
      const profile = (await admin.get('/api/company-profile').expect(200)).body as Record<string, string>;
      const entry = await onlyEntryOf(() =>
        admin
          .put('/api/company-profile')
          .send({ ...profile, name: 'مولد النور' })
          .expect(200),
      );
      expect(entry).toMatchObject({ action: 'update-company-profile', count: 1 });
    });
  });

  it('writes nothing for a refused action (the change and its entry are one transaction)', async () => {
    await nothingWrittenBy(() =>
      admin
        .patch('/api/ampere-records/update-all-prices')
        .send({ globalPrice: 'abc', lowPrice: 9 })
        .expect(400),
    );
  });
});
