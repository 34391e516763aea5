import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** POST /api/admin/delete-column-data, one undoable batch per clear. */
describe('the column-data manager', () => {
  let testApp: TestApp;
  let db: Database;
  let operator: TestAgent;
  let admin: TestAgent;
  let lockedAdmin: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    const bus = testApp.app.get(CommandBus);
    await bus.execute(new EnsurePasscodeCommand('tables', 'tables-pass'));
    await bus.execute(new EnsurePasscodeCommand('danger', 'danger-pass'));
    operator = await testApp.signedInAgent();
    await operator
      .post('/api/passcodes/verify')
      .send({ scope: 'danger', passcode: 'danger-pass' })
      .expect(200);
    lockedAdmin = await testApp.signedInAgent('مدير', 'admin');
    await lockedAdmin
      .post('/api/passcodes/verify')
      .send({ scope: 'tables', passcode: 'tables-pass' })
      .expect(200);
    admin = await testApp.signedInAgent('مدير', 'admin');
    await admin.post('/api/passcodes/verify').send({ scope: 'danger', passcode: 'danger-pass' }).expect(200);
    await addCustomer(operator, { name: 'أول', box: '4', ampere: 5, amountPaid: 20, address: 'الحي' });
    await addCustomer(operator, { name: 'ثان', box: '9', ampere: 2, amountPaid: 0, address: 'الساحة' });
    for (const [group, name] of [
      ['mahmoud-kwh', 'كيلو أول'],
      ['mahmoud-kwh', 'كيلو ثان'],
      ['baydawi-kwh', 'كيلو ثالث'],
      ['kwh', 'كيلو رابع'],
    ]) {
      await operator
        .post(`/api/${group}-customers`)
        .send({
          name,
          box: '12',
          address: 'الطريق',
          ampere: 10,
          previousKwh: 100,
          currentKwh: 180,
          amountPaid: 7,
          insurance: 15,
        })
        .expect(201);
    }
  });
  afterAll(() => testApp.close());

  const clear = (agent: TestAgent, body: object) => agent.post('/api/admin/delete-column-data').send(body);
  const rows = async (table: string, system?: string) =>
    (
      await db.query<{ row: string }>(
        `SELECT to_jsonb(t)::text AS row FROM ${table} t ${system ? `WHERE system = '${system}'` : ''} ORDER BY id`,
      )
    ).map((row) => row.row);

  it('refuses signed out (401), an operator (403), an admin without the danger passcode (403), unknown table or column (400), writing nothing', async () => {
    const before = await snapshotOfData(db);
    await clear(testApp.agent(), { table: 'ampere-records', column: 'box' }).expect(401);
    const refused = await clear(operator, { table: 'ampere-records', column: 'box' }).expect(403);
    expect(refused.body).toEqual({ message: 'هذا الإجراء متاح للمدير فقط', code: 'ADMIN_ONLY' });
    const locked = await clear(lockedAdmin, { table: 'ampere-records', column: 'box' }).expect(403);
    expect(locked.body.code).toBe('DANGER_PASSCODE_REQUIRED');
    const table = await clear(admin, { table: 'users', column: 'box' }).expect(400);
    expect(table.body.message).toBe('الجدول غير معروف');
    const column = await clear(admin, { table: 'ampere-records', column: 'previousKwh' }).expect(400);
    expect(column.body.message).toBe('العمود غير معروف في هذا الجدول');
    await clear(admin, {}).expect(400);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it.each([
    ['ampere-records', 'ampere_records', undefined, 'amountPaid'],
    ['ampere-records', 'ampere_records', undefined, 'box'],
    ['ampere-records', 'ampere_records', undefined, 'amperePrice'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'previousKwh'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'address'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'outstandingBalance'],
    ['ampere-records', 'ampere_records', undefined, 'address'],
    ['ampere-records', 'ampere_records', undefined, 'outstandingBalance'],
    ['ampere-records', 'ampere_records', undefined, 'dueDate'],
    ['ampere-records', 'ampere_records', undefined, 'invoiceDate'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'box'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'currentKwh'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'pricePerKwh'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'amountPaid'],
    ['mahmoud-kwh-customers', 'kwh_customers', 'mahmoud-kwh', 'insurance'],
    ['baydawi-kwh-customers', 'kwh_customers', 'baydawi-kwh', 'currentKwh'],
    ['baydawi-kwh-customers', 'kwh_customers', 'baydawi-kwh', 'insurance'],
    // docs/metered-groups.md: the generic list is a metered system like the groups.
    ['kwh-customers', 'kwh_customers', 'kwh', 'address'],
    ['kwh-customers', 'kwh_customers', 'kwh', 'pricePerKwh'],
  ])(
    'clears %s.%s of every live record; its undo brings every value back',
    async (endpoint, table, system, column) => {
      // Compared without the batch link, which the undo puts back too but a clear always changes.
      const withoutBatch = (list: string[]) =>
        list.map((row) => {
          const { batch_id: _batch, ...rest } = JSON.parse(row) as Record<string, unknown>;
          return rest;
        });
      const before = await rows(table, system);
      const response = await clear(admin, { table: endpoint, column }).expect(200);
      expect(response.body.cleared).toBe(before.length);
      const after = await rows(table, system);
      expect(after).not.toEqual(before);
      const [audit] = await db.query<{ count: number; details: { column: string } }>(
        "SELECT count, details FROM audit_log WHERE action = 'clear-column' ORDER BY id DESC LIMIT 1",
      );
      expect(audit).toMatchObject({ count: before.length, details: { column } });
      const undoPath = system
        ? `/api/${system}-customers/undo-last-batch`
        : '/api/ampere-records/undo-last-batch';
      await operator.delete(undoPath).expect(200);
      expect(withoutBatch(await rows(table, system))).toEqual(withoutBatch(before));
    },
  );

  it("gives every customer the group's price when the price per kWh is cleared, in pounds when set in pounds (docs/metered-group-price.md)", async () => {
    await operator
      .patch('/api/mahmoud-kwh-customers/update-all-prices')
      .send({ pricePerKwhLbp: 37_590 })
      .expect(200);
    const [own] = await db.query<{ id: string }>(
      "SELECT id FROM kwh_customers WHERE system = 'mahmoud-kwh' ORDER BY customer_number LIMIT 1",
    );
    await operator.patch(`/api/mahmoud-kwh-customers/${own.id}`).send({ pricePerKwh: 0.5 }).expect(200);

    await clear(admin, { table: 'mahmoud-kwh-customers', column: 'pricePerKwh' }).expect(200);
    const prices = await db.query<{ dollars: string; pounds: string | null }>(
      `SELECT price_per_kwh::text AS dollars, price_per_kwh_lbp::text AS pounds
       FROM kwh_customers WHERE system = 'mahmoud-kwh'`,
    );
    expect(prices).toEqual([
      { dollars: '0.4200', pounds: '37590' },
      { dollars: '0.4200', pounds: '37590' },
    ]);
    await operator.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
    await operator.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
  });

  it('dates every ampere invoice today when its invoice date is cleared (an invoice always carries its issue date), and the undo brings each date back', async () => {
    await db.query("UPDATE ampere_records SET invoice_date = '2020-01-15'");
    await clear(admin, { table: 'ampere-records', column: 'invoiceDate' }).expect(200);
    const cleared = await db.query<{ date: string }>(
      "SELECT to_char(invoice_date, 'YYYY-MM-DD') AS date FROM ampere_records WHERE NOT is_deleted",
    );
    expect(cleared.length).toBeGreaterThan(0);
    const today = testApp.app.get(Clock).today();
    expect(cleared.every((row) => row.date === today)).toBe(true);
    await operator.delete('/api/ampere-records/undo-last-batch').expect(200);
    const restored = await db.query<{ date: string }>(
      "SELECT to_char(invoice_date, 'YYYY-MM-DD') AS date FROM ampere_records WHERE NOT is_deleted",
    );
    expect(restored.every((row) => row.date === '2020-01-15')).toBe(true);
  });

  it('clears nothing of an empty table: no batch for the undo to offer, no audit entry', async () => {
    const batches = async () =>
      (
        await db.query<{ n: string }>("SELECT count(*)::text AS n FROM batches WHERE kind = 'clear-column'")
      )[0].n;
    const before = await batches();
    // The last test: the group's customers go away for good here only.
    await db.query("DELETE FROM kwh_customers WHERE system = 'baydawi-kwh'");
    const answer = await clear(admin, { table: 'baydawi-kwh-customers', column: 'box' }).expect(200);
    expect(answer.body).toEqual({ message: 'لا توجد سجلات لمسح بياناتها', cleared: 0 });
    expect(await batches()).toBe(before);
  });
});
