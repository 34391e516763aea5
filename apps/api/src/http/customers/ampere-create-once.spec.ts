import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** One click, one customer; a second customer with the same name and box asks first. */
describe('adding a customer once', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  const countNamed = async (name: string) =>
    (await liveRecords(agent)).filter((record) => record.name === name).length;

  describe('duplicates', () => {
    it('refuses a second live customer with the same name and box with 409 and the existing number', async () => {
      const first = await addCustomer(agent, { name: 'أحمد الخوري', box: '7' });
      const before = await snapshotOfData(db);
      const response = await agent
        .post('/api/ampere-records')
        .send({ name: 'احمد  الخوري', box: '٧', ampere: 3 })
        .expect(409);
      expect(response.body).toEqual({
        message: `يوجد عميل بالاسم نفسه في العلبة نفسها (رقم #${first.customerNumber})`,
        code: 'DUPLICATE_CUSTOMER',
        existingCustomerNumber: first.customerNumber,
      });
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('adds it anyway with force: true', async () => {
      await addCustomer(agent, { name: 'سليم', box: '4' });
      const second = await agent
        .post('/api/ampere-records')
        .send({ name: 'سليم', box: '4', ampere: 3, force: true })
        .expect(201);
      expect(second.body).toMatchObject({ name: 'سليم', box: '4', ampere: 3 });
      expect(await countNamed('سليم')).toBe(2);
    });

    it('adds the same name in another box, or without a box beside one in a box', async () => {
      await addCustomer(agent, { name: 'رامي', box: '1' });
      await addCustomer(agent, { name: 'رامي', box: '2' });
      await addCustomer(agent, { name: 'رامي', box: null });
      expect(await countNamed('رامي')).toBe(3);
    });

    it('does not count a deleted customer as a duplicate', async () => {
      const gone = await addCustomer(agent, { name: 'غائب', box: '3' });
      await agent.delete(`/api/ampere-records/${gone.id}`).expect(200);
      await addCustomer(agent, { name: 'غائب', box: '3' });
    });

    it('refuses force that is not true or false', async () => {
      const response = await agent
        .post('/api/ampere-records')
        .send({ name: 'قيس', ampere: 3, force: 'yes' })
        .expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    });
  });

  describe('an idempotency key', () => {
    it('answers a retried request with the customer it created, and creates one customer', async () => {
      const body = { name: 'نقرة واحدة', box: '9', ampere: 4, idempotencyKey: 'add-7f3c2a' };
      const first = await agent.post('/api/ampere-records').send(body).expect(201);
      const again = await agent.post('/api/ampere-records').send(body).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await countNamed('نقرة واحدة')).toBe(1);
    });

    it('takes the key from the Idempotency-Key header too', async () => {
      const body = { name: 'ترويسة', ampere: 4 };
      const first = await agent
        .post('/api/ampere-records')
        .set('Idempotency-Key', 'hdr-1')
        .send(body)
        .expect(201);
      const again = await agent
        .post('/api/ampere-records')
        .set('Idempotency-Key', 'hdr-1')
        .send(body)
        .expect(201);
      expect(again.body.id).toBe(first.body.id);
      expect(await countNamed('ترويسة')).toBe(1);
    });

    it('creates once when two requests with the same key arrive at the same time', async () => {
      const body = { name: 'نقرتان معاً', ampere: 2, idempotencyKey: 'double-click-1' };
      const [a, b] = await Promise.all([
        agent.post('/api/ampere-records').send(body),
        agent.post('/api/ampere-records').send(body),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.id).toBe(b.body.id);
      expect(await countNamed('نقرتان معاً')).toBe(1);
    });

    it('creates a second customer for a different key (force for the same name and box)', async () => {
      await agent
        .post('/api/ampere-records')
        .send({ name: 'مفتاحان', ampere: 1, idempotencyKey: 'k-1' })
        .expect(201);
      await agent
        .post('/api/ampere-records')
        .send({ name: 'مفتاحان', ampere: 1, idempotencyKey: 'k-2', force: true })
        .expect(201);
      expect(await countNamed('مفتاحان')).toBe(2);
    });

    it('refuses an empty or overlong key in Arabic', async () => {
      for (const idempotencyKey of ['', 'k'.repeat(101)]) {
        const response = await agent
          .post('/api/ampere-records')
          .send({ name: 'مفتاح', ampere: 1, idempotencyKey })
          .expect(400);
        expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      }
      expect(await countNamed('مفتاح')).toBe(0);
    });

    it('forgets keys older than a day', async () => {
      const body = { name: 'مفتاح قديم', ampere: 1, idempotencyKey: 'old-key' };
      await agent.post('/api/ampere-records').send(body).expect(201);
      await db.query(
        `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old-key'`,
      );
      await agent
        .post('/api/ampere-records')
        .send({ ...body, force: true, idempotencyKey: 'fresh-key' })
        .expect(201);
      expect(await db.query(`SELECT key FROM idempotency_keys WHERE key = 'old-key'`)).toEqual([]);
    });
  });
});
