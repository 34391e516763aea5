import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('undoing the last batch', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  const undo = () => agent.delete('/api/ampere-records/undo-last-batch');
  const undoEverything = async () => {
    while ((await undo()).status === 200);
  };
  const byId = async () =>
    Object.fromEntries((await liveRecords(agent)).map((record) => [record.id, record])) as Record<
      string,
      AmpereRecordView
    >;

  beforeEach(async () => {
    await undoEverything();
    await db.query('DELETE FROM ampere_records');
  });

  it('answers 404 in Arabic when there is nothing to undo, and changes nothing', async () => {
    await addCustomer(agent);
    const before = await snapshotOfData(db);
    const response = await undo().expect(404);
    expect(response.body.message).toBe('لا توجد عملية للتراجع عنها');
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('removes the rows an import created and gives the rows it updated their previous values', async () => {
    const updated = await addCustomer(agent, {
      name: 'حسان',
      box: '4',
      ampere: 3,
      amperePrice: 14,
      address: 'الكنيسة',
      amountPaid: 12,
      isPaid: true,
    });
    const untouched = await addCustomer(agent, { name: 'جميلة', box: '4', ampere: 6 });
    const beforeImport = await byId();
    await agent
      .post('/api/ampere-records/bulk')
      .send({
        records: [
          { name: 'حسان', box: '4', ampere: 9, amperePrice: 20, address: 'الساحة' },
          { name: 'جديد أول', box: '4', ampere: 2 },
          { name: 'جديد ثان', box: '8', ampere: 5 },
        ],
      })
      .expect(201);
    const response = await undo().expect(200);
    expect(response.body).toEqual({ deletedCount: 2, revertedCount: 1, message: 'تم التراجع بنجاح' });
    const after = await byId();
    expect(Object.keys(after).sort()).toEqual([updated.id, untouched.id].sort());
    expect(after).toEqual(beforeImport);
    // The record key and search text come back too: the old address finds the customer again.
    const search = await agent.get('/api/ampere-records/search').query({ q: 'الكنيسة' }).expect(200);
    expect(search.body.map((record: AmpereRecordView) => record.id)).toEqual([updated.id]);
  });

  it('leaves the later edits of a record that was not in the batch', async () => {
    const inBatch = await addCustomer(agent, { name: 'في الدفعة', box: '1', ampere: 3 });
    const outside = await addCustomer(agent, { name: 'خارج الدفعة', box: '2', ampere: 3 });
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'في الدفعة', box: '1', ampere: 7 }] })
      .expect(201);
    await agent.patch(`/api/ampere-records/${outside.id}`).send({ ampere: 11, amountPaid: 40 }).expect(200);
    const added = await addCustomer(agent, { name: 'أضيف بعدها', box: '3', ampere: 2 });
    await undo().expect(200);
    const after = await byId();
    expect(after[inBatch.id]).toMatchObject({ ampere: 3 });
    expect(after[outside.id]).toMatchObject({ ampere: 11, amountPaid: 40, amount: 165 });
    expect(after[added.id]).toMatchObject({ name: 'أضيف بعدها' });
  });

  it('keeps a payment recorded after an import, and bills it against the amperes from before the import', async () => {
    const record = await addCustomer(agent, { name: 'نزار', box: '1', ampere: 3 });
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'نزار', box: '1', ampere: 9 }] })
      .expect(201);
    expect((await byId())[record.id]).toMatchObject({ ampere: 9, amount: 135 });
    await agent.patch(`/api/ampere-records/${record.id}`).send({ amountPaid: 100 }).expect(200);
    await undo().expect(200);
    expect((await byId())[record.id]).toMatchObject({
      ampere: 3,
      amperePrice: 15,
      amount: 45,
      amountPaid: 100,
      outstandingBalance: -55,
      isPaid: true,
    });
  });

  // The undo revives the payments mark all unpaid voided; one recorded after it stays beside them.
  it('keeps a payment recorded after marking everyone unpaid, and gives everyone their payments back', async () => {
    const payer = await addCustomer(agent, { name: 'دافع لاحقاً', box: '1', ampere: 3, amountPaid: 30 });
    const other = await addCustomer(agent, { name: 'دافع سابقاً', box: '1', ampere: 3, amountPaid: 20 });
    await agent.patch('/api/ampere-records/mark-all-unpaid').expect(200);
    await agent.patch(`/api/ampere-records/${payer.id}`).send({ amountPaid: 45 }).expect(200);
    await undo().expect(200);
    const after = await byId();
    expect(after[payer.id]).toMatchObject({ amountPaid: 75, outstandingBalance: -30, isPaid: true });
    expect(after[other.id]).toMatchObject({ amountPaid: 20, outstandingBalance: 25, isPaid: false });
  });

  // Marked paid is a payment of the balance, no mark of its own; the undo revives it.
  it('gives a customer marked paid its payment back, the stored paid state following the balance', async () => {
    const record = await addCustomer(agent, { name: 'معلم مدفوع', box: '1', ampere: 3, isPaid: true });
    expect(record).toMatchObject({ amountPaid: 45, outstandingBalance: 0, isPaid: true });
    await agent.patch('/api/ampere-records/mark-all-unpaid').expect(200);
    expect((await byId())[record.id]).toMatchObject({ amountPaid: 0, isPaid: false });
    await undo().expect(200);
    expect((await byId())[record.id]).toMatchObject({ amountPaid: 45, outstandingBalance: 0, isPaid: true });
    const status = await db.query<{ is_paid: boolean }>('SELECT is_paid FROM ampere_records WHERE id = $1', [
      record.id,
    ]);
    expect(status).toEqual([{ is_paid: true }]);
  });

  it('keeps a price the operator set after a price change, and gives the others their prices back', async () => {
    const own = await addCustomer(agent, { name: 'سعر خاص', box: '1', ampere: 4, amperePrice: 14 });
    const automatic = await addCustomer(agent, { name: 'سعر عام', box: '1', ampere: 4 });
    await agent
      .patch('/api/ampere-records/update-all-prices')
      .send({ globalPrice: 20, lowPrice: 30 })
      .expect(200);
    await agent.patch(`/api/ampere-records/${automatic.id}`).send({ amperePrice: 18 }).expect(200);
    await undo().expect(200);
    const after = await byId();
    expect(after[own.id]).toMatchObject({ amperePrice: 14, priceIsCustom: true, amount: 56 });
    expect(after[automatic.id]).toMatchObject({ amperePrice: 18, priceIsCustom: true, amount: 72 });
  });

  it('keeps a later rename, and the customer is found by the new name and the address given back', async () => {
    const record = await addCustomer(agent, { name: 'رامز', box: '1', ampere: 3, address: 'الكنيسة' });
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'address', data: ['الساحة'] })
      .expect(200);
    await agent.patch(`/api/ampere-records/${record.id}`).send({ name: 'رامز الحلو' }).expect(200);
    await undo().expect(200);
    expect((await byId())[record.id]).toMatchObject({ name: 'رامز الحلو', address: 'الكنيسة' });
    const search = async (q: string) =>
      (await agent.get('/api/ampere-records/search').query({ q }).expect(200)).body.map(
        (found: AmpereRecordView) => found.id,
      );
    expect(await search('الكنيسة الحلو')).toEqual([record.id]);
    expect(await search('الساحة')).toEqual([]);
    // The matching key follows the new name: a later import of the new name updates the customer.
    const response = await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'رامز الحلو', box: '1', ampere: 5 }] })
      .expect(201);
    expect(response.body).toMatchObject({ created: 0, updated: 1 });
  });

  it('gives the amperes back and lets the threshold price follow them when no price was set', async () => {
    const record = await addCustomer(agent, { name: 'صغير', box: '1', ampere: 2 });
    expect(record).toMatchObject({ amperePrice: 25, priceIsCustom: false });
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'ampere', data: ['6'] })
      .expect(200);
    expect((await byId())[record.id]).toMatchObject({ ampere: 6, amperePrice: 15, amount: 90 });
    await undo().expect(200);
    expect((await byId())[record.id]).toMatchObject({ ampere: 2, amperePrice: 25, amount: 50 });
  });

  it('undoes the batch before when called again, and then answers 404', async () => {
    const record = await addCustomer(agent, { name: 'أول', box: '1', ampere: 3 });
    await addCustomer(agent, { name: 'ثان', box: '1', ampere: 3 });
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'ampere', data: ['4'] })
      .expect(200);
    await agent
      .patch('/api/ampere-records/column-paste')
      .send({ column: 'address', data: ['عنوان'] })
      .expect(200);
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'ثالث', box: '1', ampere: 3 }] })
      .expect(201);

    expect((await undo().expect(200)).body).toMatchObject({ deletedCount: 1, revertedCount: 0 });
    expect(await liveRecords(agent)).toHaveLength(2);
    expect((await byId())[record.id]).toMatchObject({ ampere: 4, address: 'عنوان' });

    expect((await undo().expect(200)).body).toMatchObject({ deletedCount: 0, revertedCount: 1 });
    expect((await byId())[record.id]).toMatchObject({ ampere: 4, address: null });

    expect((await undo().expect(200)).body).toMatchObject({ deletedCount: 0, revertedCount: 1 });
    expect((await byId())[record.id]).toMatchObject({ ampere: 3, amount: 45, address: null });

    await undo().expect(404);
  });

  it('does not bring back a customer that was deleted after the batch', async () => {
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'سيحذف', box: '1', ampere: 3 }] })
      .expect(201);
    const [created] = await liveRecords(agent);
    await agent.delete(`/api/ampere-records/${created.id}`).expect(200);
    const response = await undo().expect(200);
    expect(response.body).toMatchObject({ deletedCount: 0 });
    expect(await liveRecords(agent)).toEqual([]);
    const archived = await agent.get('/api/archived-records').expect(200);
    expect(archived.body.map((record: AmpereRecordView) => record.name)).toContain('سيحذف');
  });
});
