import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import type { KwhCustomerView } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { byName, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { ledgerOf, livePaymentAmounts } from '../../testing/ledger-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every older way of changing a metered customer's paid amount records a payment (or a
 * void) of the difference in the ledger, and answers as before with amountPaid the ledger's sum.
 */
describe('kWh paid amounts go through the payments ledger', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;
  const base = '/api/mahmoud-kwh-customers';

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('danger', 'danger-pass'));
    agent = await testApp.signedInAgent('مدير', 'admin');
    await agent.post('/api/passcodes/verify').send({ scope: 'danger', passcode: 'danger-pass' }).expect(200);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM kwh_customers');
  });

  let counter = 0;
  const add = async (fields: object = {}) => {
    counter += 1;
    const response = await agent
      .post(base)
      .send({ name: `زبون ${counter}`, box: '12', ampere: 10, previousKwh: 100, currentKwh: 180, ...fields })
      .expect(201);
    return response.body as KwhCustomerView;
  };
  const find = async (id: string) => (await kwhCustomers(agent, 'mahmoud-kwh')).find((c) => c.id === id)!;
  const undo = () => agent.delete(`${base}/undo-last-batch`).expect(200);
  const expectLedgerToMatch = async (customer: KwhCustomerView) => {
    expect(customer.amountPaid).toBe((await ledgerOf(db, customer.id)).paid);
  };

  it('records the amount paid a customer is added with, and each difference an edit makes', async () => {
    const customer = await add({ amountPaid: 7 });
    expect(customer.amountPaid).toBe(7);
    await expectLedgerToMatch(customer);
    expect((await ledgerOf(db, customer.id)).payments[0]).toMatchObject({ amount: 7, source: 'paid-edit' });

    const raised = (await agent.patch(`${base}/${customer.id}`).send({ amountPaid: '10.5' }).expect(200))
      .body as KwhCustomerView;
    expect(raised.amountPaid).toBe(10.5);
    expect(await livePaymentAmounts(db, customer.id)).toEqual([7, 3.5]);
    await expectLedgerToMatch(raised);

    const full = (
      await agent
        .put(`${base}/${customer.id}`)
        .send({ name: 'زبون كامل', box: '12', ampere: 10, previousKwh: 100, currentKwh: 180, amountPaid: 5 })
        .expect(200)
    ).body as KwhCustomerView;
    expect(full.amountPaid).toBe(5);
    expect(await livePaymentAmounts(db, customer.id)).toEqual([5]);
    await expectLedgerToMatch(full);
  });

  it('mark paid records a payment of what is still owed', async () => {
    const customer = await add({ amountPaid: 7 });
    const paid = (await agent.patch(`${base}/${customer.id}/mark-paid`).expect(200)).body as KwhCustomerView;
    expect(paid).toMatchObject({ isPaid: true, outstandingBalance: 0, amountPaid: customer.totalAmount });
    await expectLedgerToMatch(paid);
    const { payments } = await ledgerOf(db, customer.id);
    expect(payments[1]).toMatchObject({ source: 'mark-paid', voided: false });
    expect(payments[1].amount).toBeCloseTo(customer.totalAmount - 7, 2);
  });

  it('an import records the paid amounts it changes in its batch; its undo voids them', async () => {
    const onFile = await add({ name: 'سلمى', amountPaid: 4 });
    await agent
      .post(`${base}/bulk`)
      .send({
        records: [
          { name: 'سلمى', box: '12', ampere: 10, amountPaid: 9 },
          { name: 'جديد', box: '12', ampere: 5, amountPaid: 2.25 },
        ],
      })
      .expect(201);
    const customers = await kwhCustomers(agent, 'mahmoud-kwh');
    const updated = byName(customers, 'سلمى');
    const created = byName(customers, 'جديد');
    expect(updated.amountPaid).toBe(9);
    expect(created.amountPaid).toBe(2.25);
    await expectLedgerToMatch(updated);
    await expectLedgerToMatch(created);
    expect((await ledgerOf(db, onFile.id)).payments[1]).toMatchObject({ amount: 5, source: 'import' });

    await undo();
    expect((await find(onFile.id)).amountPaid).toBe(4);
    expect(await livePaymentAmounts(db, onFile.id)).toEqual([4]);
    expect((await ledgerOf(db, created.id)).payments[0]).toMatchObject({ voided: true, voidReason: 'undo' });
  });

  it('a column paste of the paid column records each difference; its undo revives what it voided', async () => {
    const first = await add({ amountPaid: 8 });
    const second = await add();
    await agent
      .post(`${base}/column-paste`)
      .send({ column: 'amountPaid', values: ['3', '6'], startRow: 1 })
      .expect(200);
    expect((await find(first.id)).amountPaid).toBe(3);
    expect((await find(second.id)).amountPaid).toBe(6);
    await expectLedgerToMatch(await find(first.id));
    await expectLedgerToMatch(await find(second.id));
    expect((await ledgerOf(db, first.id)).payments[0]).toMatchObject({
      voided: true,
      voidReason: 'column-paste',
    });

    await undo();
    expect((await find(first.id)).amountPaid).toBe(8);
    expect((await find(second.id)).amountPaid).toBe(0);
    expect(await livePaymentAmounts(db, first.id)).toEqual([8]);
    expect(await livePaymentAmounts(db, second.id)).toEqual([]);
  });

  it('clearing the paid column voids the live payments in its batch; its undo revives them', async () => {
    const customer = await add({ amountPaid: 8 });
    await agent
      .post('/api/admin/delete-column-data')
      .send({ table: 'mahmoud-kwh-customers', column: 'amountPaid' })
      .expect(200);
    const cleared = await find(customer.id);
    expect(cleared).toMatchObject({ amountPaid: 0, isPaid: false });
    await expectLedgerToMatch(cleared);
    expect((await ledgerOf(db, customer.id)).payments[0]).toMatchObject({
      voided: true,
      voidReason: 'clear-column',
    });

    await undo();
    expect((await find(customer.id)).amountPaid).toBe(8);
    expect(await livePaymentAmounts(db, customer.id)).toEqual([8]);
  });
  it('a full edit keeps the arrears carried in and, without amountPaid, leaves the ledger alone', async () => {
    const customer = await add({ amountPaid: 7 });
    await db.query('UPDATE kwh_customers SET arrears = 25.5 WHERE id = $1', [customer.id]);
    await agent
      .post(`${base}/${customer.id}/payments`)
      .send({ amount: 4, clientId: 'f1-collector-pay' })
      .expect(201);
    const full = (
      await agent
        .put(`${base}/${customer.id}`)
        .send({ name: 'زبون كامل', box: '12', ampere: 10, previousKwh: 100, currentKwh: 190 })
        .expect(200)
    ).body as KwhCustomerView;
    expect(full.arrears).toBe(25.5);
    expect(full.amountPaid).toBe(11);
    expect(full.outstandingBalance).toBeCloseTo(25.5 + full.totalAmount - 11, 2);
    expect(await livePaymentAmounts(db, customer.id)).toEqual([7, 4]);
    await expectLedgerToMatch(full);

    const settled = (
      await agent
        .put(`${base}/${customer.id}`)
        .send({ name: 'زبون كامل', box: '12', ampere: 10, previousKwh: 100, currentKwh: 190, amountPaid: 5 })
        .expect(200)
    ).body as KwhCustomerView;
    expect(settled).toMatchObject({ arrears: 25.5, amountPaid: 5 });
    await expectLedgerToMatch(settled);
  });
});
