import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { Clock } from '../../application/clock/clock';
import { PASSCODE_MISSES_BEFORE_DELAY } from '../../application/access/passcode-throttle.service';

describe('the main tables passcode', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'sesame-42'));
  });
  afterAll(() => testApp.close());

  const verify = (agent: TestAgent, passcode: string) =>
    agent.post('/api/passcodes/verify').send({ scope: 'tables', passcode });
  const change = (agent: TestAgent, body: object) =>
    agent.put('/api/passcodes').send({ scope: 'tables', ...body });
  // Only administrators change or set a passcode.
  const admin = () => testApp.signedInAgent('هالة', 'admin');

  it.each([
    ['post', '/api/passcodes/verify'],
    ['put', '/api/passcodes'],
    ['post', '/api/passcodes/set'],
  ] as const)('refuses %s %s without sign-in (401)', async (method, path) => {
    const response = await testApp
      .agent()
      [method](path)
      .send({ scope: 'tables', passcode: 'sesame-42' })
      .expect(401);
    expect(response.body.message).toContain('Unauthorized');
  });

  it('keeps the stored passcode when asked to ensure one again', async () => {
    const result = await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'other'));
    expect(result).toEqual({ created: false });
    const agent = await testApp.signedInAgent();
    await verify(agent, 'sesame-42').expect(200);
  });

  it('unlocks the main table for the session with the right passcode', async () => {
    const agent = await testApp.signedInAgent();
    const locked = await agent.get('/api/table-view').expect(403);
    expect(locked.body.message).toMatch(/[\u0600-\u06FF]/);
    const response = await verify(agent, 'sesame-42').expect(200);
    expect(response.body).toEqual({ verified: true });
    await agent.get('/api/table-view').expect(200);
    // Another session of the same server stays locked.
    await (await testApp.signedInAgent()).get('/api/table-view').expect(403);
  });

  it('refuses a wrong passcode with 403 "كلمة المرور غير صحيحة" and stays locked', async () => {
    const agent = await testApp.signedInAgent();
    const response = await verify(agent, 'sesame-43').expect(403);
    expect(response.body.message).toBe('كلمة المرور غير صحيحة');
    await verify(agent, '').expect(403);
    await agent.get('/api/table-view').expect(403);
  });

  it.each([
    ['an unknown scope', { scope: 'everything', passcode: 'sesame-42' }],
    ['a missing passcode', { scope: 'tables' }],
    ['a passcode that is not text', { scope: 'tables', passcode: 42 }],
  ])('refuses %s with an Arabic 400', async (_case, body) => {
    const agent = await testApp.signedInAgent();
    const response = await agent.post('/api/passcodes/verify').send(body).expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it(`throttles after ${PASSCODE_MISSES_BEFORE_DELAY} failures (429), even for the right passcode`, async () => {
    const agent = await testApp.signedInAgent();
    for (let attempt = 0; attempt < PASSCODE_MISSES_BEFORE_DELAY; attempt += 1) {
      await verify(agent, `guess-${attempt}`).expect(403);
    }
    const blocked = await verify(agent, 'sesame-42').expect(429);
    expect(blocked.body.message).toMatch(/محاولات/);
    await agent.get('/api/table-view').expect(403);
  });

  it('checks at most the allowed number of passcodes when guesses arrive all at once', async () => {
    const agent = await testApp.signedInAgent();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => verify(agent, `parallel-${attempt}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(
      PASSCODE_MISSES_BEFORE_DELAY,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - PASSCODE_MISSES_BEFORE_DELAY,
    );
    expect(statuses.every((status) => status === 403 || status === 429)).toBe(true);
    await verify(agent, 'sesame-42').expect(429);
    await agent.get('/api/table-view').expect(403);
  });

  it('counts guesses of the old passcode in a change with the unlock attempts (one allowance per user)', async () => {
    const agent = await admin();
    const db = testApp.app.get(Database);
    for (let attempt = 0; attempt < PASSCODE_MISSES_BEFORE_DELAY; attempt += 1) {
      await change(agent, {
        oldPasscode: `guess-${attempt}`,
        newPasscode: 'taken-over',
        confirmation: 'taken-over',
      }).expect(403);
    }
    const before = await snapshotOfData(db);
    const blocked = await change(agent, {
      oldPasscode: 'sesame-42',
      newPasscode: 'taken-over',
      confirmation: 'taken-over',
    }).expect(429);
    expect(blocked.body.message).toMatch(/محاولات/);
    await verify(agent, 'sesame-42').expect(429);
    expect(await snapshotOfData(db)).toEqual(before);
    // The passcode was not changed: another user still opens the tables with it.
    await verify(await testApp.signedInAgent(), 'sesame-42').expect(200);
  });

  it('checks at most the allowed number of old passcodes when changes arrive all at once', async () => {
    const agent = await admin();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        change(agent, { oldPasscode: `old-${attempt}`, newPasscode: 'mine-now', confirmation: 'mine-now' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(
      PASSCODE_MISSES_BEFORE_DELAY,
    );
    expect(statuses).toContain(429);
  });

  describe('changing the passcode', () => {
    it('refuses a wrong old passcode with an Arabic 403', async () => {
      const agent = await admin();
      const response = await change(agent, {
        oldPasscode: 'nope',
        newPasscode: 'new-one',
        confirmation: 'new-one',
      }).expect(403);
      expect(response.body.message).toBe('كلمة المرور القديمة غير صحيحة');
      await verify(agent, 'sesame-42').expect(200);
    });

    it('refuses a confirmation that differs with an Arabic 400', async () => {
      const agent = await admin();
      const response = await change(agent, {
        oldPasscode: 'sesame-42',
        newPasscode: 'new-one',
        confirmation: 'new-two',
      }).expect(400);
      expect(response.body.message).toBe('كلمتا المرور الجديدتان غير متطابقتين');
      await verify(agent, 'new-one').expect(403);
    });

    it('refuses fewer than 4 characters with an Arabic 400', async () => {
      const agent = await admin();
      const response = await change(agent, {
        oldPasscode: 'sesame-42',
        newPasscode: 'abc',
        confirmation: 'abc',
      }).expect(400);
      expect(response.body.message).toBe('كلمة المرور يجب أن تحتوي على 4 أحرف على الأقل');
      await verify(agent, 'abc').expect(403);
    });

    it('refuses empty fields with an Arabic 400', async () => {
      const agent = await admin();
      const response = await change(agent, {
        oldPasscode: 'sesame-42',
        newPasscode: '',
        confirmation: '',
      }).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    });

    it('replaces the passcode when the old one matches and the new one is confirmed', async () => {
      const agent = await admin();
      const response = await change(agent, {
        oldPasscode: 'sesame-42',
        newPasscode: 'open-up',
        confirmation: 'open-up',
      }).expect(200);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      const next = await testApp.signedInAgent();
      await verify(next, 'sesame-42').expect(403);
      await verify(next, 'open-up').expect(200);
      await next.get('/api/table-view').expect(200);
    });

    it('locks again every session unlocked with the old passcode; the one that changed it stays open', async () => {
      const unlockedBefore = await testApp.signedInAgent();
      await verify(unlockedBefore, 'open-up').expect(200);
      await unlockedBefore.get('/api/table-view').expect(200);
      const changer = await admin();

      await change(changer, {
        oldPasscode: 'open-up',
        newPasscode: 'open-again',
        confirmation: 'open-again',
      }).expect(200);

      const locked = await unlockedBefore.get('/api/table-view').expect(403);
      expect(locked.body.message).toBe('يجب إدخال كلمة المرور أولاً');
      await changer.get('/api/table-view').expect(200);
      await verify(unlockedBefore, 'open-up').expect(403);
      await verify(unlockedBefore, 'open-again').expect(200);
      await unlockedBefore.get('/api/table-view').expect(200);
    });

    it('writes an audit row for each change, never the passcode itself', async () => {
      const rows = await testApp.app
        .get(Database)
        .query<{ action: string; details: unknown }>(
          "SELECT action, details FROM audit_log WHERE action = 'change-passcode'",
        );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(rows)).not.toMatch(/open-up|open-again/);
    });
  });

  // The owner controls the passcodes.
  describe('who may change or set it', () => {
    const set = (agent: TestAgent, scope: string, newPasscode: string, confirmation = newPasscode) =>
      agent.post('/api/passcodes/set').send({ scope, newPasscode, confirmation });

    beforeAll(async () => {
      await set(await admin(), 'tables', 'owner-set-1').expect(200);
    });

    it('refuses an operator with an Arabic 403, changing and setting alike, and keeps the passcode', async () => {
      const operator = await testApp.signedInAgent();
      const changed = await change(operator, {
        oldPasscode: 'owner-set-1',
        newPasscode: 'taken-over',
        confirmation: 'taken-over',
      }).expect(403);
      expect(changed.body).toEqual({ message: 'هذا الإجراء متاح للمدير فقط', code: 'ADMIN_ONLY' });
      const setByOperator = await set(operator, 'tables', 'taken-over').expect(403);
      expect(setByOperator.body.code).toBe('ADMIN_ONLY');
      await verify(operator, 'taken-over').expect(403);
      await verify(operator, 'owner-set-1').expect(200);
    });

    it('lets an administrator set either passcode without the old one, and locks every unlocked session', async () => {
      const owner = await admin();
      const operator = await testApp.signedInAgent();
      await verify(operator, 'owner-set-1').expect(200);

      const response = await set(owner, 'tables', 'owner-set-2').expect(200);
      expect(response.body).toEqual({ message: 'تم تعيين كلمة المرور بنجاح' });
      const locked = await operator.get('/api/table-view').expect(403);
      expect(locked.body.message).toBe('يجب إدخال كلمة المرور أولاً');
      await verify(operator, 'owner-set-1').expect(403);
      await verify(operator, 'owner-set-2').expect(200);

      await set(owner, 'danger', 'danger-owner').expect(200);
      await operator
        .post('/api/passcodes/verify')
        .send({ scope: 'danger', passcode: 'danger-owner' })
        .expect(200);
    });

    it.each([
      ['a confirmation that differs', 'owner-set-3', 'owner-set-4', 'كلمتا المرور الجديدتان غير متطابقتين'],
      ['fewer than 4 characters', 'abc', 'abc', 'كلمة المرور يجب أن تحتوي على 4 أحرف على الأقل'],
      ['an empty passcode', '', '', 'يرجى تعبئة جميع الحقول'],
    ])('refuses to set %s with an Arabic 400', async (_case, newPasscode, confirmation, message) => {
      const response = await set(await admin(), 'tables', newPasscode, confirmation).expect(400);
      expect(response.body.message).toBe(message);
      await verify(await testApp.signedInAgent(), 'owner-set-2').expect(200);
    });

    it('records who set which passcode in the audit log, never the passcode', async () => {
      const owner = await admin();
      const { body: me } = await owner.get('/api/auth/user').expect(200);
      await set(owner, 'tables', 'owner-set-5').expect(200);
      const rows = await testApp.app
        .get(Database)
        .query<{ action: string; count: number; details: unknown }>(
          "SELECT action, count, details FROM audit_log WHERE actor = $1 AND action = 'set-passcode'",
          [me.email],
        );
      expect(rows).toEqual([{ action: 'set-passcode', count: 1, details: { scope: 'tables' } }]);
      expect(JSON.stringify(rows)).not.toContain('owner-set');
    });
  });

  describe('typed in Arabic-Indic digits', () => {
    it('opens with ٧٣٩١ when the passcode is 7391, and with 2026 when it was set as ٢٠٢٦', async () => {
      const owner = await admin();
      await owner
        .post('/api/passcodes/set')
        .send({ scope: 'tables', newPasscode: '7391', confirmation: '7391' })
        .expect(200);
      await verify(await testApp.signedInAgent(), '٧٣٩١').expect(200);

      await owner
        .post('/api/passcodes/set')
        .send({ scope: 'tables', newPasscode: '٢٠٢٦', confirmation: '2026' })
        .expect(200);
      await verify(await testApp.signedInAgent(), '2026').expect(200);

      await change(owner, { oldPasscode: '٢٠٢٦', newPasscode: '٥٥٥٥', confirmation: '5555' }).expect(200);
      await verify(await testApp.signedInAgent(), '5555').expect(200);
    });

    it('reads an initial passcode from the environment in Arabic digits', async () => {
      const db = testApp.app.get(Database);
      const bus = testApp.app.get(CommandBus);
      const [saved] = await db.query<{ value: unknown }>(
        "SELECT value FROM settings WHERE key = 'passcode:danger'",
      );
      await db.query("DELETE FROM settings WHERE key = 'passcode:danger'");
      try {
        await bus.execute(new EnsurePasscodeCommand('danger', '٤٤٤٤'));
        const agent = await testApp.signedInAgent();
        await agent.post('/api/passcodes/verify').send({ scope: 'danger', passcode: '4444' }).expect(200);
      } finally {
        await db.query('UPDATE settings SET value = $1 WHERE key = $2', [
          saved?.value ?? null,
          'passcode:danger',
        ]);
      }
    });
  });

  describe('backing off after wrong passcodes in a row', () => {
    let now: number;
    beforeEach(() => {
      now = Date.now();
      jest.spyOn(testApp.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    });
    afterEach(() => jest.restoreAllMocks());

    const missTimes = async (agent: TestAgent, times: number) => {
      for (let attempt = 0; attempt < times; attempt += 1) await verify(agent, `miss-${attempt}`).expect(403);
    };

    it(`answers 429 saying how long to wait after ${PASSCODE_MISSES_BEFORE_DELAY} misses, doubling with each further miss`, async () => {
      const agent = await testApp.signedInAgent();
      await missTimes(agent, PASSCODE_MISSES_BEFORE_DELAY);
      const first = await verify(agent, '5555').expect(429);
      expect(first.body).toEqual({
        message: 'محاولات خاطئة كثيرة لكلمة المرور، يرجى المحاولة بعد 30 ثانية',
        code: 'TOO_MANY_PASSCODE_ATTEMPTS',
      });
      now += 20_000;
      expect((await verify(agent, '5555').expect(429)).body.message).toMatch(/بعد 10 ثوانٍ$/);

      now += 11_000;
      await verify(agent, 'miss-again').expect(403);
      const second = await verify(agent, '5555').expect(429);
      expect(second.body.message).toMatch(/بعد دقيقة واحدة$/);

      now += 61_000;
      await verify(agent, 'and-again').expect(403);
      expect((await verify(agent, '5555').expect(429)).body.message).toMatch(/بعد دقيقتين$/);

      now += 121_000;
      await verify(agent, '5555').expect(200);
      // The right passcode starts the count again.
      await missTimes(agent, PASSCODE_MISSES_BEFORE_DELAY);
      expect((await verify(agent, '5555').expect(429)).body.message).toMatch(/بعد 30 ثانية$/);
    });

    it('keeps the count per user: another user is not slowed down', async () => {
      const agent = await testApp.signedInAgent();
      await missTimes(agent, PASSCODE_MISSES_BEFORE_DELAY);
      await verify(agent, '5555').expect(429);
      await verify(await testApp.signedInAgent(), '5555').expect(200);
    });

    it('writes an audit entry for every wrong passcode, naming the user and the scope, never the guess', async () => {
      const owner = await admin();
      const { body: me } = await owner.get('/api/auth/user').expect(200);
      await verify(owner, 'wrong-guess-1').expect(403);
      await owner
        .post('/api/passcodes/verify')
        .send({ scope: 'danger', passcode: 'wrong-guess-2' })
        .expect(403);
      await change(owner, {
        oldPasscode: 'wrong-old-1',
        newPasscode: 'whatever',
        confirmation: 'whatever',
      }).expect(403);
      await verify(owner, '5555').expect(200);
      const rows = await testApp.app
        .get(Database)
        .query<{ action: string; system: string | null; count: number; details: unknown }>(
          "SELECT action, system, count, details FROM audit_log WHERE actor = $1 AND action = 'passcode-failed' ORDER BY id",
          [me.email],
        );
      expect(rows).toEqual([
        {
          action: 'passcode-failed',
          system: null,
          count: 1,
          details: { scope: 'tables', attempt: 'unlock', misses: 1 },
        },
        {
          action: 'passcode-failed',
          system: null,
          count: 1,
          details: { scope: 'danger', attempt: 'unlock', misses: 2 },
        },
        {
          action: 'passcode-failed',
          system: null,
          count: 1,
          details: { scope: 'tables', attempt: 'change', misses: 3 },
        },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/wrong-/);
      // The administrator finds them in the audit log, filtered by their action.
      const listed = await owner.get('/api/audit-log?action=passcode-failed').expect(200);
      expect(listed.body.entries.length).toBeGreaterThanOrEqual(3);
      expect(
        listed.body.entries.every((entry: { action: string }) => entry.action === 'passcode-failed'),
      ).toBe(true);
    });
  });
});
