import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer, liveRecords } from '../../testing/ampere-test-data';
import { ledgerOf, livePaymentAmounts } from '../../testing/ledger-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every older way of changing an ampere customer's paid amount records a payment (or a
 * void) of the difference in the ledger, and answers as before with amountPaid the ledger's sum.
 */
describe('ampere paid amounts go through the payments ledger', () => {
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
  });

  const patch = async (id: string, body: object) =>
    (await agent.patch(`/api/ampere-records/${id}`).send(body).expect(200)).body as AmpereRecordView;
  const undo = () => agent.delete('/api/ampere-records/undo-last-batch').expect(200);
  const recordOf = async (id: string) => (await liveRecords(agent)).find((record) => record.id === id)!;
  const expectLedgerToMatch = async (record: AmpereRecordView) => {
    expect(record.amountPaid).toBe((await ledgerOf(db, record.id)).paid);
  };

  it('records a payment for the amount paid a new customer is added with', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    expect(customer).toMatchObject({ amountPaid: 20, outstandingBalance: 55, isPaid: false });
    const ledger = await ledgerOf(db, customer.id);
    expect(ledger.payments).toEqual([
      expect.objectContaining({ amount: 20, source: 'paid-edit', voided: false, batchId: null }),
    ]);
    expect(ledger.payments[0].receivedBy).toMatch(/@example\.com$/);
    expect(ledger.payments[0].receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    await expectLedgerToMatch(customer);
  });

  it('records the difference when the paid cell or the edit dialog raises the amount paid', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    const edited = await patch(customer.id, { amountPaid: '50' });
    expect(edited).toMatchObject({ amountPaid: 50, outstandingBalance: 25, isPaid: false });
    expect(await livePaymentAmounts(db, customer.id)).toEqual([20, 30]);
    await expectLedgerToMatch(edited);
  });

  it('voids the newest payments and records the rest when the amount paid is lowered', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    await patch(customer.id, { amountPaid: 50 });
    const lowered = await patch(customer.id, { amountPaid: 25 });
    expect(lowered).toMatchObject({ amountPaid: 25, outstandingBalance: 50 });
    const { payments } = await ledgerOf(db, customer.id);
    expect(payments.map(({ amount, voided, voidReason }) => ({ amount, voided, voidReason }))).toEqual([
      { amount: 20, voided: false, voidReason: null },
      { amount: 30, voided: true, voidReason: 'paid_amount_lowered' },
      { amount: 5, voided: false, voidReason: null },
    ]);
    await expectLedgerToMatch(lowered);
  });

  it('an edit that keeps the amount paid writes nothing to the ledger', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    await patch(customer.id, { name: 'اسم آخر', amountPaid: 20 });
    expect((await ledgerOf(db, customer.id)).payments).toHaveLength(1);
  });

  it('marking paid records a payment of the outstanding balance', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    const paid = await patch(customer.id, { isPaid: true });
    expect(paid).toMatchObject({ amountPaid: 75, outstandingBalance: 0, isPaid: true });
    const { payments } = await ledgerOf(db, customer.id);
    expect(payments[1]).toMatchObject({ amount: 55, source: 'mark-paid', voided: false });
    await expectLedgerToMatch(paid);
  });

  it('marking paid pays the arrears carried in too (the whole outstanding balance)', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    await db.query(
      'UPDATE ampere_records SET arrears = 30, outstanding_balance = outstanding_balance + 30 WHERE id = $1',
      [customer.id],
    );
    const paid = await patch(customer.id, { isPaid: true });
    expect(paid).toMatchObject({ arrears: 30, amountPaid: 105, outstandingBalance: 0, isPaid: true });
    expect(await livePaymentAmounts(db, customer.id)).toEqual([20, 85]);
    await expectLedgerToMatch(paid);
  });

  it('marking unpaid voids the live month’s payments: the customer owes the whole amount again', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 75 });
    expect(customer.isPaid).toBe(true);
    const unpaid = await patch(customer.id, { isPaid: false });
    expect(unpaid).toMatchObject({ amountPaid: 0, outstandingBalance: 75, isPaid: false });
    expect(await livePaymentAmounts(db, customer.id)).toEqual([]);
    expect((await ledgerOf(db, customer.id)).payments).toMatchObject([
      { voided: true, voidReason: 'mark_unpaid' },
    ]);
    await expectLedgerToMatch(unpaid);
  });

  it('mark all unpaid voids every live payment in its batch, and its undo takes the voids back', async () => {
    const paid = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 75 });
    const partly = await addCustomer(agent, { ampere: 2, amperePrice: 15, amountPaid: 10 });
    await agent.patch('/api/ampere-records/mark-all-unpaid').expect(200);
    for (const id of [paid.id, partly.id]) {
      const record = await recordOf(id);
      expect(record).toMatchObject({ amountPaid: 0, isPaid: false });
      const { payments } = await ledgerOf(db, id);
      expect(payments).toEqual([expect.objectContaining({ voided: true, voidReason: 'mark_all_unpaid' })]);
      expect(payments[0].voidBatchId).toEqual(expect.any(String));
    }
    const [{ id: batchId }] = await db.query<{ id: string }>(
      "SELECT id FROM batches WHERE kind = 'mark-all-unpaid' ORDER BY created_at DESC LIMIT 1",
    );
    expect((await ledgerOf(db, paid.id)).payments[0].voidBatchId).toBe(batchId);

    await undo();
    expect(await recordOf(paid.id)).toMatchObject({ amountPaid: 75, isPaid: true, outstandingBalance: 0 });
    expect(await recordOf(partly.id)).toMatchObject({ amountPaid: 10, outstandingBalance: 20 });
    expect(await livePaymentAmounts(db, paid.id)).toEqual([75]);
    expect((await ledgerOf(db, paid.id)).payments[0]).toMatchObject({ voided: false, voidReason: null });
  });

  it('an import records the paid amounts it changes in its batch; its undo voids them', async () => {
    const onFile = await addCustomer(agent, {
      name: 'وليد',
      box: '3',
      ampere: 5,
      amperePrice: 15,
      amountPaid: 20,
    });
    await agent
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'وليد', box: '3', ampere: 5, amountPaid: 60 },
          { name: 'جديدة', box: '3', ampere: 2, amountPaid: 12.5 },
        ],
      })
      .expect(201);
    const records = await liveRecords(agent);
    const updated = records.find((record) => record.id === onFile.id)!;
    const created = records.find((record) => record.name === 'جديدة')!;
    expect(updated.amountPaid).toBe(60);
    expect(created.amountPaid).toBe(12.5);
    await expectLedgerToMatch(updated);
    await expectLedgerToMatch(created);
    const [{ id: batchId }] = await db.query<{ id: string }>(
      "SELECT id FROM batches WHERE kind = 'import' ORDER BY created_at DESC LIMIT 1",
    );
    expect((await ledgerOf(db, onFile.id)).payments[1]).toMatchObject({
      amount: 40,
      source: 'import',
      batchId,
    });
    const createdPayment = (await ledgerOf(db, created.id)).payments[0];
    expect(createdPayment).toMatchObject({ amount: 12.5, source: 'import', batchId });

    await undo();
    expect(await recordOf(onFile.id)).toMatchObject({ amountPaid: 20 });
    expect(await livePaymentAmounts(db, onFile.id)).toEqual([20]);
    expect((await ledgerOf(db, onFile.id)).payments[1]).toMatchObject({ voided: true, voidReason: 'undo' });
    expect((await ledgerOf(db, created.id)).payments[0]).toMatchObject({ voided: true, voidReason: 'undo' });
  });

  it('an import that lowers a paid amount voids payments; its undo revives them', async () => {
    const onFile = await addCustomer(agent, {
      name: 'هدى',
      box: '8',
      ampere: 5,
      amperePrice: 15,
      amountPaid: 40,
    });
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'هدى', box: '8', ampere: 5, amountPaid: 0 }] })
      .expect(201);
    const lowered = await recordOf(onFile.id);
    expect(lowered.amountPaid).toBe(0);
    await expectLedgerToMatch(lowered);
    expect((await ledgerOf(db, onFile.id)).payments[0]).toMatchObject({ voided: true, voidReason: 'import' });
    await undo();
    const back = await recordOf(onFile.id);
    expect(back).toMatchObject({ amountPaid: 40, outstandingBalance: 35 });
    await expectLedgerToMatch(back);
    expect(await livePaymentAmounts(db, onFile.id)).toEqual([40]);
  });

  it('a column paste of the paid column records each difference; its undo voids them', async () => {
    const first = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    const second = await addCustomer(agent, { ampere: 2, amperePrice: 15 });
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'amountPaid', data: ['10', '30'] })
      .expect(200);
    expect(await recordOf(first.id)).toMatchObject({ amountPaid: 10, outstandingBalance: 65 });
    expect(await recordOf(second.id)).toMatchObject({ amountPaid: 30, isPaid: true });
    await expectLedgerToMatch(await recordOf(first.id));
    await expectLedgerToMatch(await recordOf(second.id));
    expect(await livePaymentAmounts(db, first.id)).toEqual([10]);
    expect((await ledgerOf(db, second.id)).payments[0]).toMatchObject({ amount: 30, source: 'column-paste' });

    await undo();
    expect(await recordOf(first.id)).toMatchObject({ amountPaid: 20 });
    expect(await recordOf(second.id)).toMatchObject({ amountPaid: 0, isPaid: false });
    expect(await livePaymentAmounts(db, first.id)).toEqual([20]);
    expect(await livePaymentAmounts(db, second.id)).toEqual([]);
  });

  it('an undo of a batch that did not touch payments leaves the ledger alone', async () => {
    const customer = await addCustomer(agent, { ampere: 5, amperePrice: 15, amountPaid: 20 });
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'address', data: ['الحي'] })
      .expect(200);
    await undo();
    expect(await recordOf(customer.id)).toMatchObject({ amountPaid: 20, address: null });
    expect(await livePaymentAmounts(db, customer.id)).toEqual([20]);
  });

  describe('the record tables', () => {
    beforeAll(async () => {
      await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'table-pass'));
      await agent.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'table-pass' }).expect(200);
    });

    it('records the paid amount typed and the balance paid by mark paid', async () => {
      // Default groups: box 5 is mahmoud's.
      const customer = await addCustomer(agent, { box: '5', ampere: 5, amperePrice: 15, amountPaid: 20 });
      const typed = await agent
        .patch(`/api/mahmoud-records/${customer.id}/paid-amount`)
        .send({ amountPaid: 30 })
        .expect(200);
      expect(typed.body).toMatchObject({ amountPaid: 30 });
      await expectLedgerToMatch(typed.body as AmpereRecordView);
      expect((await ledgerOf(db, customer.id)).payments[1]).toMatchObject({
        amount: 10,
        source: 'record-table',
      });
      const paid = await agent.patch(`/api/mahmoud-records/${customer.id}/mark-paid`).expect(200);
      expect(paid.body).toMatchObject({ amountPaid: 75, isPaid: true });
      await expectLedgerToMatch(paid.body as AmpereRecordView);
      expect(await livePaymentAmounts(db, customer.id)).toEqual([20, 10, 45]);
    });
  });
});
