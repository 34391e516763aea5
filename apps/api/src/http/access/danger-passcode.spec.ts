import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { readSetting } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { PASSCODE_MISSES_BEFORE_DELAY } from '../../application/access/passcode-throttle.service';

/** The column-data manager's own passcode, scope `danger` of POST /api/passcodes/verify. */
describe('the danger passcode', () => {
  let testApp: TestApp;
  let generated: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const bus = testApp.app.get(CommandBus);
    await bus.execute(new EnsurePasscodeCommand('tables', 'tables-pass'));
    // No DANGER_PASSCODE: one is generated, to be printed once at first start.
    const first = await bus.execute(new EnsurePasscodeCommand('danger', undefined));
    expect(first.created).toBe(true);
    generated = first.generated!;
  });
  afterAll(() => testApp.close());

  const verify = (agent: TestAgent, passcode: string) =>
    agent.post('/api/passcodes/verify').send({ scope: 'danger', passcode });

  it('is generated once and stored only as a hash', async () => {
    expect(generated).toMatch(/^\d{6}$/);
    const again = await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('danger', 'other'));
    expect(again).toEqual({ created: false });
    const stored = await readSetting<{ hash: string }>(testApp.app.get(Database), 'passcode:danger', {
      hash: '',
    });
    expect(stored.hash).not.toContain(generated);
    expect(stored.hash.length).toBeGreaterThan(20);
  });

  it('verifies the right passcode for the session', async () => {
    const agent = await testApp.signedInAgent();
    const response = await verify(agent, generated).expect(200);
    expect(response.body).toEqual({ verified: true });
  });

  it('refuses a wrong passcode, and the tables passcode, with 403 "كلمة المرور غير صحيحة"', async () => {
    const agent = await testApp.signedInAgent();
    for (const wrong of ['000000', 'tables-pass']) {
      const response = await verify(agent, wrong).expect(403);
      expect(response.body).toEqual({ message: 'كلمة المرور غير صحيحة', code: 'PASSCODE_INCORRECT' });
    }
  });

  it(`throttles after ${PASSCODE_MISSES_BEFORE_DELAY} failures (429), even for the right passcode`, async () => {
    const agent = await testApp.signedInAgent();
    for (let attempt = 0; attempt < PASSCODE_MISSES_BEFORE_DELAY; attempt += 1) {
      await verify(agent, 'guess').expect(403);
    }
    const throttled = await verify(agent, generated).expect(429);
    expect(throttled.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
