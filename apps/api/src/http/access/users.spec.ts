import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'operator' | 'collector';
  active: boolean;
  meterReader: boolean;
  createdAt: string;
}

/** The administrators manage who signs in (`/api/users`). */
describe('users', () => {
  let testApp: TestApp;
  let db: Database;
  let admin: TestAgent;
  let adminId: string;
  let operator: TestAgent;

  const signIn = async (email: string, password: string) => {
    const agent = request.agent(testApp.app.getHttpServer());
    const response = await agent.post('/api/login').send({ email, password });
    return { agent, response };
  };
  const usersTable = () =>
    db.query<{ row: string }>('SELECT to_jsonb(u)::text AS row FROM users u ORDER BY 1');
  const auditTable = () =>
    db.query<{ row: string }>('SELECT to_jsonb(a)::text AS row FROM audit_log a ORDER BY 1');
  const lastAudit = async () => {
    const [entry] = await db.query<{
      actor: string;
      action: string;
      count: number;
      details: Record<string, unknown>;
    }>('SELECT actor, action, count, details FROM audit_log ORDER BY id DESC LIMIT 1');
    return entry;
  };
  const createOperator = async (email: string, password = 'operator pass 1') => {
    const response = await admin
      .post('/api/users')
      .send({ email, firstName: 'رامي', lastName: 'خوري', role: 'operator', password })
      .expect(201);
    return response.body as Account;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    const owner = await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('boss@example.com', 'صاحب', 'المولد', 'admin', 'owner secret 1'));
    adminId = owner.id;
    admin = (await signIn('boss@example.com', 'owner secret 1')).agent;
    operator = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  describe('refusals: nothing written', () => {
    const calls = [
      ['get', '/api/users'],
      ['post', '/api/users'],
      ['patch', '/api/users/00000000-0000-4000-8000-000000000000'],
      ['post', '/api/users/00000000-0000-4000-8000-000000000000/reset-password'],
    ] as const;
    const body = {
      email: 'x@example.com',
      firstName: 'a',
      lastName: 'b',
      role: 'admin',
      password: 'long enough',
    };

    it.each(calls)('refuses %s %s signed out (401)', async (method, path) => {
      const [users, audit] = [await usersTable(), await auditTable()];
      await testApp.agent()[method](path).send(body).expect(401);
      expect(await usersTable()).toEqual(users);
      expect(await auditTable()).toEqual(audit);
    });

    it.each(calls)('refuses %s %s to an operator (403 in Arabic)', async (method, path) => {
      const [users, audit] = [await usersTable(), await auditTable()];
      const response = await operator[method](path).send(body).expect(403);
      expect(response.body).toMatchObject({ message: 'هذا الإجراء متاح للمدير فقط', code: 'ADMIN_ONLY' });
      expect(await usersTable()).toEqual(users);
      expect(await auditTable()).toEqual(audit);
    });
  });

  describe('GET /api/users', () => {
    it('lists every account with its role and status, never a password', async () => {
      const response = await admin.get('/api/users').expect(200);
      const accounts = response.body as Account[];
      expect(accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: adminId, email: 'boss@example.com', role: 'admin', active: true }),
        ]),
      );
      expect(accounts.every((account) => !Number.isNaN(Date.parse(account.createdAt)))).toBe(true);
      expect(response.text).not.toMatch(/password|argon/i);
    });
  });

  describe('POST /api/users', () => {
    it('creates an operator who can sign in at once, and audits it', async () => {
      const created = await createOperator('New.Operator@Example.com');
      expect(created).toMatchObject({ email: 'new.operator@example.com', role: 'operator', active: true });
      expect((await signIn('new.operator@example.com', 'operator pass 1')).response.status).toBe(200);
      expect(await lastAudit()).toEqual({
        actor: 'boss@example.com',
        action: 'create-user',
        count: 1,
        details: { id: created.id, email: 'new.operator@example.com', role: 'operator', meterReader: false },
      });
    });

    it('creates an administrator', async () => {
      const response = await admin
        .post('/api/users')
        .send({
          email: 'second@example.com',
          firstName: 'ثاني',
          lastName: 'مدير',
          role: 'admin',
          password: 'admin pass 22',
        })
        .expect(201);
      expect(response.body).toMatchObject({ role: 'admin', active: true });
    });

    it('creates a collector, who signs in as one; the role can be changed back and forth', async () => {
      const response = await admin
        .post('/api/users')
        .send({
          email: 'collector@example.com',
          firstName: 'سامي',
          lastName: 'عون',
          role: 'collector',
          password: 'collector pass 1',
        })
        .expect(201);
      const created = response.body as Account;
      expect(created).toMatchObject({ role: 'collector', active: true });
      const { agent } = await signIn('collector@example.com', 'collector pass 1');
      expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ role: 'collector' });
      await admin.patch(`/api/users/${created.id}`).send({ role: 'operator' }).expect(200);
      expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ role: 'operator' });
      await admin.patch(`/api/users/${created.id}`).send({ role: 'collector' }).expect(200);
      expect(await lastAudit()).toMatchObject({
        details: { before: { role: 'operator' }, after: { role: 'collector' } },
      });
    });

    it('creates a collector who reads meters, who signs in with the permission (docs/meter-reader.md)', async () => {
      const response = await admin
        .post('/api/users')
        .send({
          email: 'reader@example.com',
          firstName: 'وسيم',
          lastName: 'حداد',
          role: 'collector',
          meterReader: true,
          password: 'reader pass 1',
        })
        .expect(201);
      const created = response.body as Account;
      expect(created).toMatchObject({ role: 'collector', meterReader: true, active: true });
      expect(await lastAudit()).toMatchObject({
        action: 'create-user',
        details: { email: 'reader@example.com', role: 'collector', meterReader: true },
      });
      const { agent } = await signIn('reader@example.com', 'reader pass 1');
      expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({
        role: 'collector',
        meterReader: true,
      });
      const listed = (await admin.get('/api/users').expect(200)).body as Account[];
      expect(listed.find((account) => account.id === created.id)).toMatchObject({ meterReader: true });
      expect(listed.find((account) => account.id === adminId)).toMatchObject({ meterReader: false });
    });

    it.each([
      [
        { role: 'operator', meterReader: true },
        'صلاحية قراءة العدادات تُعطى للمحصّل فقط: المدير والمشغّل يقرآن العدادات أصلاً',
      ],
      [{ role: 'collector', meterReader: 'yes' }, 'صلاحية قراءة العدادات يجب أن تكون true أو false'],
      [{ email: 'not-an-email' }, 'البريد الإلكتروني غير صالح'],
      [{ password: 'short' }, 'كلمة المرور يجب أن تتكون من 8 أحرف على الأقل'],
      [{ password: 'x'.repeat(201) }, 'كلمة المرور طويلة جداً'],
      [{ role: 'owner' }, 'الدور يجب أن يكون مدير (admin) أو مشغّل (operator) أو محصّل (collector)'],
      [{ firstName: '  ' }, 'الاسم الأول واسم العائلة مطلوبان'],
      [{ lastName: undefined }, 'اسم العائلة مطلوب'],
      [{ password: 12345678 }, 'كلمة المرور مطلوبة'],
      [{ extra: 1 }, 'الحقل غير مسموح: extra'],
    ])('refuses %j with an Arabic 400 and writes nothing', async (change, message) => {
      const [users, audit] = [await usersTable(), await auditTable()];
      const response = await admin
        .post('/api/users')
        .send({
          email: 'bad@example.com',
          firstName: 'أ',
          lastName: 'ب',
          role: 'operator',
          password: 'long enough',
          ...change,
        })
        .expect(400);
      expect(response.body.message).toBe(message);
      expect(await usersTable()).toEqual(users);
      expect(await auditTable()).toEqual(audit);
    });

    it('refuses an e-mail already used, whatever its case (409)', async () => {
      const users = await usersTable();
      const response = await admin
        .post('/api/users')
        .send({
          email: 'BOSS@example.com',
          firstName: 'أ',
          lastName: 'ب',
          role: 'operator',
          password: 'long enough',
        })
        .expect(409);
      expect(response.body).toMatchObject({
        code: 'EMAIL_ALREADY_USED',
        message: 'البريد الإلكتروني مستخدم مسبقاً: boss@example.com',
      });
      expect(await usersTable()).toEqual(users);
    });
  });

  describe('PATCH /api/users/{id}', () => {
    it('promotes and demotes, and audits the change with before and after', async () => {
      const user = await createOperator('promoted@example.com');
      const promoted = await admin.patch(`/api/users/${user.id}`).send({ role: 'admin' }).expect(200);
      expect(promoted.body).toMatchObject({ id: user.id, role: 'admin', active: true });
      expect(await lastAudit()).toMatchObject({
        action: 'update-user',
        count: 1,
        details: {
          id: user.id,
          before: { role: 'operator', active: true },
          after: { role: 'admin', active: true },
        },
      });
      await admin.patch(`/api/users/${user.id}`).send({ role: 'operator' }).expect(200);
    });

    it('lets a collector read meters and takes it back, each change audited with before and after', async () => {
      const created = (
        await admin
          .post('/api/users')
          .send({
            email: 'walker@example.com',
            firstName: 'نبيل',
            lastName: 'سعد',
            role: 'collector',
            password: 'walker pass 1',
          })
          .expect(201)
      ).body as Account;
      expect(created.meterReader).toBe(false);
      const ticked = await admin.patch(`/api/users/${created.id}`).send({ meterReader: true }).expect(200);
      expect(ticked.body).toMatchObject({ role: 'collector', meterReader: true });
      expect(await lastAudit()).toMatchObject({
        action: 'update-user',
        details: {
          before: { role: 'collector', meterReader: false },
          after: { role: 'collector', meterReader: true },
        },
      });
      const untick = await admin.patch(`/api/users/${created.id}`).send({ meterReader: false }).expect(200);
      expect(untick.body).toMatchObject({ meterReader: false });
    });

    it('drops the permission when a collector who reads meters becomes an operator', async () => {
      const created = (
        await admin
          .post('/api/users')
          .send({
            email: 'promoted.reader@example.com',
            firstName: 'هادي',
            lastName: 'نصر',
            role: 'collector',
            meterReader: true,
            password: 'reader pass 2',
          })
          .expect(201)
      ).body as Account;
      const promoted = await admin.patch(`/api/users/${created.id}`).send({ role: 'operator' }).expect(200);
      expect(promoted.body).toMatchObject({ role: 'operator', meterReader: false });
      const back = await admin.patch(`/api/users/${created.id}`).send({ role: 'collector' }).expect(200);
      expect(back.body).toMatchObject({ role: 'collector', meterReader: false });
    });

    it('refuses the permission to an operator in Arabic, nothing written', async () => {
      const user = await createOperator('no.reader@example.com');
      const [users, audit] = [await usersTable(), await auditTable()];
      const response = await admin.patch(`/api/users/${user.id}`).send({ meterReader: true }).expect(400);
      expect(response.body).toMatchObject({
        code: 'METER_READER_FOR_COLLECTORS',
        message: 'صلاحية قراءة العدادات تُعطى للمحصّل فقط: المدير والمشغّل يقرآن العدادات أصلاً',
      });
      expect(await usersTable()).toEqual(users);
      expect(await auditTable()).toEqual(audit);
    });

    it('deactivating a user ends their live session at once and they cannot sign in again', async () => {
      await createOperator('leaving@example.com', 'leaving pass 1');
      const { agent: session } = await signIn('leaving@example.com', 'leaving pass 1');
      await session.get('/api/auth/user').expect(200);
      const [{ id }] = await db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'leaving@example.com'",
      );

      const response = await admin.patch(`/api/users/${id}`).send({ active: false }).expect(200);
      expect(response.body).toMatchObject({ active: false });

      await session.get('/api/ampere-records').expect(401);
      await session.get('/api/auth/user').expect(401);
      const again = await signIn('leaving@example.com', 'leaving pass 1');
      expect(again.response.status).toBe(401);
      expect(again.response.body).toMatchObject({
        code: 'ACCOUNT_DEACTIVATED',
        message: 'تم إيقاف هذا الحساب، يرجى مراجعة مدير النظام',
      });
      // A wrong password says no more than for anyone.
      const wrong = await signIn('leaving@example.com', 'not the password');
      expect(wrong.response.body.code).toBe('INVALID_CREDENTIALS');
      expect((await lastAudit()).details).toMatchObject({ after: { active: false }, endedSessions: 1 });

      await admin.patch(`/api/users/${id}`).send({ active: true }).expect(200);
      expect((await signIn('leaving@example.com', 'leaving pass 1')).response.status).toBe(200);
    });

    it('refuses that an administrator deactivates their own account (409), nothing written', async () => {
      const [users, audit] = [await usersTable(), await auditTable()];
      const response = await admin.patch(`/api/users/${adminId}`).send({ active: false }).expect(409);
      expect(response.body).toMatchObject({
        code: 'CANNOT_DEACTIVATE_SELF',
        message: 'لا يمكنك إيقاف حسابك بنفسك',
      });
      await admin.get('/api/users').expect(200);
      expect(await usersTable()).toEqual(users);
      expect(await auditTable()).toEqual(audit);
    });

    it('refuses to leave no active administrator (409)', async () => {
      const [{ id: secondId }] = await db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'second@example.com'",
      );
      await admin.patch(`/api/users/${secondId}`).send({ active: false }).expect(200);
      const users = await usersTable();
      const response = await admin.patch(`/api/users/${adminId}`).send({ role: 'operator' }).expect(409);
      expect(response.body).toMatchObject({
        code: 'LAST_ACTIVE_ADMIN',
        message: 'يجب أن يبقى مدير نشط واحد على الأقل',
      });
      expect(await usersTable()).toEqual(users);
      await admin.patch(`/api/users/${secondId}`).send({ active: true }).expect(200);
    });

    it.each([
      [{ role: 'owner' }, 'الدور يجب أن يكون مدير (admin) أو مشغّل (operator) أو محصّل (collector)'],
      [{ active: 'no' }, 'حالة الحساب يجب أن تكون true أو false'],
      [{ meterReader: 1 }, 'صلاحية قراءة العدادات يجب أن تكون true أو false'],
      [{}, 'لا يوجد تعديل: أرسل الدور أو حالة الحساب أو صلاحية قراءة العدادات'],
      [{ email: 'x@example.com' }, 'الحقل غير مسموح: email'],
    ])('refuses %j with an Arabic 400', async (body, message) => {
      const [{ id }] = await db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'new.operator@example.com'",
      );
      const users = await usersTable();
      const response = await admin.patch(`/api/users/${id}`).send(body).expect(400);
      expect(response.body.message).toBe(message);
      expect(await usersTable()).toEqual(users);
    });

    it('answers 400 for an id that is no id and 404 for an unknown user', async () => {
      expect((await admin.patch('/api/users/42').send({ active: false }).expect(400)).body.message).toBe(
        'معرّف المستخدم غير صالح',
      );
      const missing = await admin
        .patch('/api/users/00000000-0000-4000-8000-000000000000')
        .send({ active: false })
        .expect(404);
      expect(missing.body).toMatchObject({ code: 'USER_NOT_FOUND', message: 'المستخدم غير موجود' });
    });
  });

  describe('POST /api/users/{id}/reset-password', () => {
    it('generates a new password shown once: it signs in, the old one no longer does, sessions end', async () => {
      const user = await createOperator('forgetful@example.com', 'forgotten pass');
      const { agent: oldSession } = await signIn('forgetful@example.com', 'forgotten pass');
      const response = await admin.post(`/api/users/${user.id}/reset-password`).send({}).expect(200);
      expect(response.body).toMatchObject({ message: 'تم تغيير كلمة المرور', generated: true });
      const password = (response.body as { password: string }).password;
      expect(password.length).toBeGreaterThanOrEqual(12);

      await oldSession.get('/api/auth/user').expect(401);
      expect((await signIn('forgetful@example.com', 'forgotten pass')).response.status).toBe(401);
      expect((await signIn('forgetful@example.com', password)).response.status).toBe(200);
      const entry = await lastAudit();
      expect(entry).toMatchObject({
        action: 'reset-password',
        count: 1,
        details: { id: user.id, generated: true },
      });
      expect(JSON.stringify(entry)).not.toContain(password);
    });

    it('sets the password the administrator typed, and does not answer it back', async () => {
      const user = await createOperator('typed@example.com');
      const response = await admin
        .post(`/api/users/${user.id}/reset-password`)
        .send({ password: 'chosen by admin' })
        .expect(200);
      expect(response.body).toEqual({ message: 'تم تغيير كلمة المرور', generated: false });
      expect((await signIn('typed@example.com', 'chosen by admin')).response.status).toBe(200);
    });

    it('keeps the administrator signed in when they reset their own password', async () => {
      await admin
        .post(`/api/users/${adminId}/reset-password`)
        .send({ password: 'owner secret 1' })
        .expect(200);
      await admin.get('/api/users').expect(200);
    });

    it.each([
      [{ password: 'short' }, 'كلمة المرور يجب أن تتكون من 8 أحرف على الأقل'],
      [{ password: '' }, 'كلمة المرور مطلوبة'],
      [{ password: 5 }, 'كلمة المرور غير صالحة'],
    ])('refuses %j with an Arabic 400, nothing written', async (body, message) => {
      const [{ id }] = await db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'typed@example.com'",
      );
      const [users, audit] = [await usersTable(), await auditTable()];
      const response = await admin.post(`/api/users/${id}/reset-password`).send(body).expect(400);
      expect(response.body.message).toBe(message);
      expect(await usersTable()).toEqual(users);
      expect(await auditTable()).toEqual(audit);
    });

    it('answers 404 for an unknown user', async () => {
      await admin.post('/api/users/00000000-0000-4000-8000-000000000000/reset-password').send({}).expect(404);
    });
  });
});
