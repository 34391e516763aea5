import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../testing/test-app';

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

  it('gives a record the batch updated its values from before the batch, even after a later edit', async () => {
    const record = await addCustomer(agent, { name: 'نزار', box: '1', ampere: 3 });
    await agent.patch('/api/ampere-records/mark-all-unpaid').expect(200);
    await agent.patch(`/api/ampere-records/${record.id}`).send({ amountPaid: 45 }).expect(200);
    await undo().expect(200);
    expect((await byId())[record.id]).toMatchObject({ amountPaid: 0, isPaid: false });
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
