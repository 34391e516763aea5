import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';
import {
  FAILED_LOGINS_PER_EMAIL_AND_IP,
  FAILED_LOGINS_PER_IP,
} from '../../application/access/login-throttle.service';

// Its own application (own limiters): every allowance starts full. All requests come from one
// address; the limits that need a second address are proven in login-throttle-by-address.spec.ts.
describe('throttling sign-in attempts from one client', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    const bus = testApp.app.get(CommandBus);
    await bus.execute(
      new CreateUserCommand('often@example.com', 'كثير', 'الدخول', 'operator', 'often secret'),
    );
    await bus.execute(
      new CreateUserCommand('parallel@example.com', 'هدف', 'متوازي', 'operator', 'the right one'),
    );
  });
  afterAll(() => testApp.close());

  const signIn = (email: string, password: string) =>
    testApp.agent().post('/api/login').send({ email, password });

  it('never throttles successful sign-ins, however many', async () => {
    for (let attempt = 0; attempt <= FAILED_LOGINS_PER_IP; attempt += 1) {
      await signIn('often@example.com', 'often secret').expect(200);
    }
  });

  it(`checks at most ${FAILED_LOGINS_PER_EMAIL_AND_IP} wrong passwords for one email from one client, however many arrive together`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn('parallel@example.com', `guess ${attempt}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      FAILED_LOGINS_PER_EMAIL_AND_IP,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - FAILED_LOGINS_PER_EMAIL_AND_IP,
    );
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The right password from the same client is refused too, and opens no session.
    const refused = await signIn('parallel@example.com', 'the right one').expect(429);
    expect(refused.body.message).toMatch(/محاولات/);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('gives back what refused attempts took: the address itself is not blocked by them', async () => {
    // 31 attempts came from this address above, but at most 5 were checked failures: the
    // address allowance (20) is not spent, so another account still signs in from here.
    await signIn('often@example.com', 'often secret').expect(200);
  });
});
