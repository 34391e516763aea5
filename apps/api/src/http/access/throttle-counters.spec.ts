import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import {
  PASSCODE_MISSES_BEFORE_DELAY,
  PasscodeThrottleService,
} from '../../application/access/passcode-throttle.service';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  FAILED_LOGINS_PER_EMAIL_AND_IP,
  LoginThrottleService,
} from '../../application/access/login-throttle.service';

// A restarted app, or a second instance behind a load balancer, is a new process with its own
// pool: here, a second set of throttles on a second pool to the same database.
describe('throttle counters kept in PostgreSQL', () => {
  let testApp: TestApp;
  let second: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    second = new Database(testApp.databaseUrl, new Clock());
  });
  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  it('refuses sign-in attempts counted by another instance', async () => {
    const elsewhere = new LoginThrottleService(second);
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_EMAIL_AND_IP; attempt += 1) {
      await elsewhere.consumeAttempt('203.0.113.90', 'target@example.com');
    }
    await expect(
      testApp.app.get(LoginThrottleService).consumeAttempt('203.0.113.90', 'target@example.com'),
    ).rejects.toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    const [{ count }] = await second.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM rate_limits WHERE key LIKE 'login-pair:%'",
    );
    expect(count).toBe(1);
  });

  it('refuses passcode guesses counted by another instance', async () => {
    const elsewhere = new PasscodeThrottleService(second, new Clock());
    for (let attempt = 0; attempt < PASSCODE_MISSES_BEFORE_DELAY; attempt += 1) {
      await elsewhere.consumeAttempt('user-1');
    }
    await expect(testApp.app.get(PasscodeThrottleService).consumeAttempt('user-1')).rejects.toMatchObject({
      code: 'TOO_MANY_PASSCODE_ATTEMPTS',
    });
  });
});
