import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView, ArchivedAmpereRecordView } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('deleting, archiving and restoring ampere customers', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  const archived = async (q?: string) => {
    const response =
      q === undefined
        ? await agent.get('/api/archived-records').expect(200)
        : await agent.get('/api/archived-records/search').query({ q }).expect(200);
    return response.body as ArchivedAmpereRecordView[];
  };
  const remove = (id: string) => agent.delete(`/api/ampere-records/${id}`);
  const restore = (id: string) => agent.post(`/api/archived-records/${id}/restore`);

  it.each([
    ['get', '/api/archived-records'],
    ['get', '/api/archived-records/search?q=x'],
    ['post', '/api/archived-records/00000000-0000-4000-8000-000000000000/restore'],
  ] as const)('refuses %s %s without sign-in (401)', async (method, path) => {
    const response = await testApp.agent()[method](path).expect(401);
    expect(response.body.message).toContain('Unauthorized');
  });

  describe('deleting a customer', () => {
    it('moves the customer from the live table into the archive, with the deletion date and reason', async () => {
      const customer = await addCustomer(agent, {
        name: 'مروان',
        box: '14',
        ampere: 3,
        amperePrice: 15,
        address: 'البيادر',
        amountPaid: 5,
      });
      const response = await remove(customer.id).expect(200);
      expect(response.body).toMatchObject({ message: 'تم حذف السجل بنجاح' });
      expect((await liveRecords(agent)).map((record) => record.id)).not.toContain(customer.id);
      const [entry] = (await archived()).filter((record) => record.originalId === customer.id);
      expect(entry).toMatchObject({
        id: response.body.archivedId,
        customerNumber: customer.customerNumber,
        name: 'مروان',
        box: '14',
        ampere: 3,
        amperePrice: 15,
        amount: 45,
        amountPaid: 5,
        outstandingBalance: 40,
        address: 'البيادر',
        isDeleted: true,
        deletionReason: 'deleted',
        originalCreatedAt: customer.createdAt,
      });
      expect(Date.now() - Date.parse(entry.deletedAt!)).toBeLessThan(60_000);
    });

    it('answers 404 for a customer that does not exist and 400 for an id that is not one, writing nothing', async () => {
      const before = await snapshotOfData(db);
      const missing = await remove('00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body.message).toBe('السجل غير موجود');
      await remove('not-an-id').expect(400);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('answers 404 when the same customer is deleted twice', async () => {
      const customer = await addCustomer(agent);
      await remove(customer.id).expect(200);
      await remove(customer.id).expect(404);
    });
  });

  describe('the archive of deleted customers', () => {
    it('lists the newest deletion first', async () => {
      const first = await addCustomer(agent, { name: 'قديم' });
      const second = await addCustomer(agent, { name: 'أحدث' });
      await remove(first.id).expect(200);
      await remove(second.id).expect(200);
      const [newest, next] = await archived();
      expect([newest.name, next.name]).toEqual(['أحدث', 'قديم']);
    });

    it('searches by name (Arabic-normalised), by customer number and by address', async () => {
      const customer = await addCustomer(agent, { name: 'إيمان يوسف', box: '21', address: 'حارة الضيعة' });
      await remove(customer.id).expect(200);
      const ids = async (q: string) => (await archived(q)).map((record) => record.originalId);
      expect(await ids('ايمان')).toEqual([customer.id]);
      expect(await ids(`#${customer.customerNumber}`)).toEqual([customer.id]);
      expect(await ids('الضيعه')).toEqual([customer.id]);
      expect(await ids('لا أحد بهذا الاسم')).toEqual([]);
    });
  });

  describe('restoring a deleted customer', () => {
    it('brings the customer back with the next free customer number, as it was', async () => {
      const customer = await addCustomer(agent, {
        name: 'عائد',
        box: '6',
        ampere: 4,
        amperePrice: 12.5,
        address: 'الوادي',
        amountPaid: 10,
      });
      await addCustomer(agent, { name: 'بعده' });
      await remove(customer.id).expect(200);
      const [entry] = (await archived()).filter((record) => record.originalId === customer.id);
      const highest = Math.max(
        ...(await liveRecords(agent)).map((record) => record.customerNumber),
        ...(await archived()).map((record) => record.customerNumber),
      );

      const response = await restore(entry.id).expect(200);
      expect(response.body).toMatchObject({
        customerNumber: highest + 1,
        name: 'عائد',
        box: '6',
        ampere: 4,
        amperePrice: 12.5,
        amount: 50,
        amountPaid: 10,
        outstandingBalance: 40,
        address: 'الوادي',
        isDeleted: false,
        deletedAt: null,
      });
      expect((await liveRecords(agent)).map((record) => record.id)).toContain(response.body.id);
      expect((await archived()).map((record) => record.id)).not.toContain(entry.id);
      // The next new customer follows the restored one.
      expect((await addCustomer(agent)).customerNumber).toBe(highest + 2);
    });

    it('finds the restored customer by the new number, not the old one', async () => {
      const customer = await addCustomer(agent, { name: 'رقم جديد' });
      await remove(customer.id).expect(200);
      const [entry] = await archived();
      const restored = (await restore(entry.id).expect(200)).body as AmpereRecordView;
      const search = async (q: string) =>
        (await agent.get('/api/ampere-records/search').query({ q }).expect(200)).body.map(
          (record: AmpereRecordView) => record.id,
        );
      expect(await search(`#${restored.customerNumber}`)).toEqual([restored.id]);
      expect(await search(`#${customer.customerNumber}`)).toEqual([]);
    });

    it('matches the restored customer in a later import by name and box', async () => {
      const customer = await addCustomer(agent, { name: 'مستورد', box: '40', ampere: 2 });
      await remove(customer.id).expect(200);
      const [entry] = await archived();
      const restored = (await restore(entry.id).expect(200)).body as AmpereRecordView;
      const response = await agent
        .post('/api/ampere-records/bulk')
        .send({ records: [{ name: 'مستورد', box: '40', ampere: 5 }] })
        .expect(201);
      expect(response.body).toMatchObject({ created: 0, updated: 1 });
      const [after] = (await liveRecords(agent)).filter((record) => record.id === restored.id);
      expect(after.ampere).toBe(5);
    });

    it.each([
      ['an unknown id', '00000000-0000-4000-8000-000000000000'],
      ['an id that is not a uuid', 'not-a-uuid'],
    ])('answers 404 in Arabic for %s and writes nothing', async (_case, id) => {
      const before = await snapshotOfData(db);
      const response = await restore(id).expect(404);
      expect(response.body.message).toBe('السجل المؤرشف غير موجود');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('answers 404 when the same archived record is restored twice', async () => {
      const customer = await addCustomer(agent);
      await remove(customer.id).expect(200);
      const [entry] = await archived();
      await restore(entry.id).expect(200);
      const response = await restore(entry.id).expect(404);
      expect(response.body.message).toBe('السجل المؤرشف غير موجود');
    });
  });

  describe('archiving the whole live table', () => {
    // A destructive tool: it needs the passcode verified by the server in this session.
    let unlocked: TestAgent;

    beforeAll(async () => {
      await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'archive-pass'));
      unlocked = await testApp.signedInAgent('مدير', 'admin');
      await unlocked
        .post('/api/passcodes/verify')
        .send({ scope: 'tables', passcode: 'archive-pass' })
        .expect(200);
    });

    it('refuses without sign-in (401) and, signed in, before the passcode (403), emptying nothing', async () => {
      await addCustomer(agent, { name: 'باق في الجدول' });
      const lockedAdmin = await testApp.signedInAgent('مدير', 'admin');
      const before = await snapshotOfData(db);
      const signedOut = await testApp.agent().post('/api/ampere-records/archive').expect(401);
      expect(signedOut.body.message).toContain('Unauthorized');
      const locked = await lockedAdmin
        .post('/api/ampere-records/archive')
        .set('Content-Type', 'application/json')
        .expect(403);
      expect(locked.body).toEqual({ message: 'يجب إدخال كلمة المرور أولاً', code: 'PASSCODE_REQUIRED' });
      expect(await snapshotOfData(db)).toEqual(before);
      expect((await liveRecords(agent)).length).toBeGreaterThan(0);
    });

    it('refuses a session that typed a wrong passcode (403)', async () => {
      const guesser = await testApp.signedInAgent('مدير', 'admin');
      await guesser.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'nope' }).expect(403);
      const before = await snapshotOfData(db);
      await guesser.post('/api/ampere-records/archive').expect(403);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('moves every live record into the monthly archive as a manual archive and empties the table', async () => {
      await addCustomer(agent, { name: 'أرشيف أ', amountPaid: 20 });
      await addCustomer(agent, { name: 'أرشيف ب' });
      const live = await liveRecords(agent);
      const response = await unlocked
        .post('/api/ampere-records/archive')
        .set('Content-Type', 'application/json')
        .expect(200);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(response.body.message).toContain(String(live.length));
      expect(await liveRecords(agent)).toEqual([]);
      const monthly = await db.query<{
        original_id: string;
        customer_number: number;
        amount_paid: string;
        archive_reason: string;
      }>(
        "SELECT original_id, customer_number, amount_paid::text, archive_reason FROM monthly_archives WHERE archive_reason = 'manual_archive'",
      );
      expect(monthly.map((row) => row.original_id).sort()).toEqual(live.map((record) => record.id).sort());
      const paid = monthly.find((row) => row.original_id === live.find((r) => r.name === 'أرشيف أ')!.id);
      expect(paid).toMatchObject({ amount_paid: '20.00', archive_reason: 'manual_archive' });
    });

    it('writes an audit row naming who archived and how many', async () => {
      await addCustomer(agent, { name: 'للتدقيق' });
      await unlocked.post('/api/ampere-records/archive').expect(200);
      const [audit] = await db.query<{ actor: string; system: string; details: { archived: number } }>(
        "SELECT actor, system, details FROM audit_log WHERE action = 'archive-live-records' ORDER BY id DESC LIMIT 1",
      );
      const me = (await unlocked.get('/api/auth/user').expect(200)).body as { email: string };
      expect(audit).toEqual({ actor: me.email, system: 'ampere', details: { archived: 1 } });
    });

    it('ends the undo history: an earlier import is not brought back', async () => {
      await agent
        .post('/api/ampere-records/bulk')
        .send({ records: [{ name: 'مستورد قبل الأرشفة', box: '1', ampere: 3 }] })
        .expect(201);
      await unlocked.post('/api/ampere-records/archive').expect(200);
      const before = await snapshotOfData(db);
      await agent.delete('/api/ampere-records/undo-last-batch').expect(404);
      expect(await snapshotOfData(db)).toEqual(before);
      expect(await liveRecords(agent)).toEqual([]);
    });

    it('keeps numbering after the archived customers', async () => {
      const last = await addCustomer(agent);
      await unlocked.post('/api/ampere-records/archive').expect(200);
      expect((await addCustomer(agent)).customerNumber).toBe(last.customerNumber + 1);
    });
  });
});
