import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../testing/test-app';
import { Database } from '../database/sql-database.provider';
import { snapshotOfData } from '../testing/ampere-test-data';
import { EnsurePasscodeCommand } from './ensure-passcode.command';
import { PASSCODE_ATTEMPTS_PER_USER } from './passcode-throttle.service';

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

  it.each([
    ['post', '/api/passcodes/verify'],
    ['put', '/api/passcodes'],
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

  it(`throttles after ${PASSCODE_ATTEMPTS_PER_USER} failures (429), even for the right passcode`, async () => {
    const agent = await testApp.signedInAgent();
    for (let attempt = 0; attempt < PASSCODE_ATTEMPTS_PER_USER; attempt += 1) {
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
      PASSCODE_ATTEMPTS_PER_USER,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - PASSCODE_ATTEMPTS_PER_USER,
    );
    expect(statuses.every((status) => status === 403 || status === 429)).toBe(true);
    await verify(agent, 'sesame-42').expect(429);
    await agent.get('/api/table-view').expect(403);
  });

  it('counts guesses of the old passcode in a change with the unlock attempts (one allowance per user)', async () => {
    const agent = await testApp.signedInAgent();
    const db = testApp.app.get(Database);
    for (let attempt = 0; attempt < PASSCODE_ATTEMPTS_PER_USER; attempt += 1) {
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
    const agent = await testApp.signedInAgent();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        change(agent, { oldPasscode: `old-${attempt}`, newPasscode: 'mine-now', confirmation: 'mine-now' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(
      PASSCODE_ATTEMPTS_PER_USER,
    );
    expect(statuses).toContain(429);
  });

  describe('changing the passcode', () => {
    it('refuses a wrong old passcode with an Arabic 403', async () => {
      const agent = await testApp.signedInAgent();
      const response = await change(agent, {
        oldPasscode: 'nope',
        newPasscode: 'new-one',
        confirmation: 'new-one',
      }).expect(403);
      expect(response.body.message).toBe('كلمة المرور القديمة غير صحيحة');
      await verify(agent, 'sesame-42').expect(200);
    });

    it('refuses a confirmation that differs with an Arabic 400', async () => {
      const agent = await testApp.signedInAgent();
      const response = await change(agent, {
        oldPasscode: 'sesame-42',
        newPasscode: 'new-one',
        confirmation: 'new-two',
      }).expect(400);
      expect(response.body.message).toBe('كلمتا المرور الجديدتان غير متطابقتين');
      await verify(agent, 'new-one').expect(403);
    });

    it('refuses fewer than 4 characters with an Arabic 400', async () => {
      const agent = await testApp.signedInAgent();
      const response = await change(agent, {
        oldPasscode: 'sesame-42',
        newPasscode: 'abc',
        confirmation: 'abc',
      }).expect(400);
      expect(response.body.message).toBe('كلمة المرور يجب أن تحتوي على 4 أحرف على الأقل');
      await verify(agent, 'abc').expect(403);
    });

    it('refuses empty fields with an Arabic 400', async () => {
      const agent = await testApp.signedInAgent();
      const response = await change(agent, {
        oldPasscode: 'sesame-42',
        newPasscode: '',
        confirmation: '',
      }).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    });

    it('replaces the passcode when the old one matches and the new one is confirmed', async () => {
      const agent = await testApp.signedInAgent();
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
      const changer = await testApp.signedInAgent();

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
});
