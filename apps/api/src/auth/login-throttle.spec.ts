import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CreateUserCommand } from '../users/create-user.command';
import { FAILED_LOGINS_PER_EMAIL, FAILED_LOGINS_PER_IP } from './login-throttle.service';

// Its own application (own limiters): the address allowance must start full.
describe('throttling sign-in attempts', () => {
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

  it('does not count successful sign-ins against the address', async () => {
    for (let attempt = 0; attempt <= FAILED_LOGINS_PER_IP; attempt += 1) {
      await signIn('often@example.com', 'often secret').expect(200);
    }
  });

  it(`checks at most ${FAILED_LOGINS_PER_EMAIL} wrong passwords for one email, however many arrive together`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn('parallel@example.com', `guess ${attempt}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FAILED_LOGINS_PER_EMAIL);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - FAILED_LOGINS_PER_EMAIL,
    );
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // The right password is refused too until the window has passed, and opens no session.
    const refused = await signIn('parallel@example.com', 'the right one').expect(429);
    expect(refused.body.message).toMatch(/محاولات/);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
