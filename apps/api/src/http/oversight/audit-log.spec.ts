import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { writeAudit } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

interface Page {
  entries: {
    id: string;
    at: string;
    userId: string | null;
    userEmail: string;
    action: string;
    system: string | null;
    count: number | null;
    details: Record<string, unknown>;
  }[];
  page: number;
  pageSize: number;
  total: number;
}

/** `GET /api/audit-log?action=&userId=&from=&to=&page=`, administrators only. */
describe('GET /api/audit-log', () => {
  let testApp: TestApp;
  let db: Database;
  let admin: TestAgent;
  let adminId: string;
  let operator: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    const owner = await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('reader@example.com', 'قارئ', 'السجل', 'admin', 'owner secret 1'));
    adminId = owner.id;
    admin = request.agent(testApp.app.getHttpServer());
    await admin
      .post('/api/login')
      .send({ email: 'reader@example.com', password: 'owner secret 1' })
      .expect(200);
    operator = await testApp.signedInAgent();
    // A known history: 60 payments by the admin in November, a month close by the CLI on 1 December.
    await db.query('DELETE FROM audit_log');
    await db.transaction(async (tx) => {
      for (let index = 0; index < 60; index += 1) {
        await writeAudit(tx, {
          actor: 'reader@example.com',
          action: 'record-payment',
          system: 'ampere',
          count: 1,
          details: { index },
        });
      }
      await writeAudit(tx, { actor: 'cli:root', action: 'close-month', system: 'mahmoud-kwh', count: 12 });
    });
    await db.query(
      `UPDATE audit_log SET at = make_timestamptz(2026, 11, 10, 12, 0, 0) + (id * interval '1 minute')
       WHERE action = 'record-payment'`,
    );
    await db.query(
      `UPDATE audit_log SET at = make_timestamptz(2026, 12, 1, 2, 0, 0) WHERE action = 'close-month'`,
    );
  });
  afterAll(() => testApp.close());

  const list = async (query = '') => (await admin.get(`/api/audit-log${query}`).expect(200)).body as Page;

  it('refuses to be read signed out (401) or by an operator (403 in Arabic)', async () => {
    await testApp.agent().get('/api/audit-log').expect(401);
    const response = await operator.get('/api/audit-log').expect(403);
    expect(response.body).toMatchObject({ message: 'هذا الإجراء متاح للمدير فقط' });
  });

  it('answers the newest entries first, 50 a page, with who, when, what, which system and how many', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 61 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({
      userId: null,
      userEmail: 'cli:root',
      action: 'close-month',
      system: 'mahmoud-kwh',
      count: 12,
      details: {},
    });
    expect(first.entries[1]).toMatchObject({
      userId: adminId,
      userEmail: 'reader@example.com',
      action: 'record-payment',
      system: 'ampere',
      count: 1,
      details: { index: 59 },
    });
    const times = first.entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await list('?page=2');
    expect(second.entries.map((entry) => entry.details.index)).toEqual(
      Array.from({ length: 11 }, (_, i) => 10 - i),
    );
    expect((await list('?page=3')).entries).toEqual([]);
  });

  it('filters by action and by user', async () => {
    const closes = await list('?action=close-month');
    expect(closes.total).toBe(1);
    expect(closes.entries[0].action).toBe('close-month');
    const mine = await list(`?userId=${adminId}`);
    expect(mine.total).toBe(60);
    expect(mine.entries.every((entry) => entry.userId === adminId)).toBe(true);
    expect((await list('?action=create-user')).total).toBe(0);
  });

  it('filters by days, both ends included', async () => {
    expect((await list('?from=2026-12-01')).total).toBe(1);
    expect((await list('?to=2026-11-30')).total).toBe(60);
    expect((await list('?from=2026-11-10&to=2026-11-10')).total).toBe(60);
    expect((await list('?from=2026-11-11&to=2026-11-30')).total).toBe(0);
  });

  it.each([
    ['?action=drop-table', 'نوع الإجراء غير معروف: drop-table'],
    ['?userId=42', 'معرّف المستخدم غير صالح'],
    ['?from=2026-02-30', 'تاريخ البداية غير صالح، اكتبه بالشكل 2026-11-24'],
    ['?to=yesterday', 'تاريخ النهاية غير صالح، اكتبه بالشكل 2026-11-24'],
    ['?from=2026-11-10&to=2026-11-01', 'تاريخ البداية بعد تاريخ النهاية'],
    ['?page=0', 'رقم الصفحة غير صالح'],
    ['?action=close-month&action=undo-batch', 'نوع الإجراء غير صالح'],
  ])('refuses %s with an Arabic 400', async (query, message) => {
    const response = await admin.get(`/api/audit-log${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });
});
