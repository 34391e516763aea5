import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';
import {
  FAILED_LOGINS_PER_EMAIL_ALL_IPS,
  FAILED_LOGINS_PER_EMAIL_AND_IP,
  FAILED_LOGINS_PER_IP,
  LoginThrottleService,
} from '../../application/access/login-throttle.service';

// Behind a trusted proxy the client address comes from X-Forwarded-For, so one test client can
// speak from many addresses. configureHttpApp reads TRUST_PROXY when the app is created. Its own
// file: a second application in one file breaks passport's sessions.
describe('throttling sign-in attempts per address', () => {
  let testApp: TestApp;
  const previousTrustProxy = process.env.TRUST_PROXY;

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    try {
      testApp = await startTestApp();
    } finally {
      if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previousTrustProxy;
    }
    const bus = testApp.app.get(CommandBus);
    for (const email of [
      'victim@example.com',
      'bystander@example.com',
      'spread@example.com',
      'owner@example.com',
    ]) {
      await bus.execute(new CreateUserCommand(email, 'مستخدم', 'تجربة', 'operator', 'the right one'));
    }
  });
  afterAll(() => testApp.close());

  const signIn = (from: string, email: string, password: string) =>
    testApp.agent().post('/api/login').set('X-Forwarded-For', from).send({ email, password });

  it("does not let one address's wrong guesses lock the account out for another address", async () => {
    const attacker = '203.0.113.10';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => signIn(attacker, 'victim@example.com', `guess ${attempt}`)),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(
      FAILED_LOGINS_PER_EMAIL_AND_IP,
    );
    await signIn(attacker, 'victim@example.com', 'the right one').expect(429);
    const owner = await signIn('198.51.100.20', 'victim@example.com', 'the right one').expect(200);
    expect(owner.body.email).toBe('victim@example.com');
  });

  it('throttles one address failing across many emails, and no other address', async () => {
    const sprayer = '203.0.113.30';
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_IP; attempt += 1) {
      await signIn(sprayer, `spray${attempt}@example.com`, 'x').expect(401);
    }
    const blocked = await signIn(sprayer, 'bystander@example.com', 'the right one').expect(429);
    expect(blocked.body.message).toMatch(/محاولات/);
    await signIn('198.51.100.30', 'nobody@example.com', 'x').expect(401);
    await signIn('198.51.100.30', 'bystander@example.com', 'the right one').expect(200);
  });

  it('throttles one email guessed from many addresses, each under its own limits', async () => {
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_EMAIL_ALL_IPS; attempt += 1) {
      await signIn(`192.0.2.${attempt + 1}`, 'spread@example.com', `guess ${attempt}`).expect(401);
    }
    const blocked = await signIn('198.51.100.40', 'spread@example.com', 'the right one').expect(429);
    expect(blocked.body.message).toMatch(/محاولات/);
    // The ceiling is the email's alone: the same fresh address still signs in to another account.
    await signIn('198.51.100.40', 'bystander@example.com', 'the right one').expect(200);
  });

  it('never lets strangers lock out a device that signed in before; its own address ceiling stays', async () => {
    const ownersPhone = testApp.agent();
    const signInOnPhone = (from: string, password: string) =>
      ownersPhone
        .post('/api/login')
        .set('X-Forwarded-For', from)
        .send({ email: 'owner@example.com', password });
    await signInOnPhone('198.51.100.50', 'the right one').expect(200);
    await ownersPhone.post('/api/logout').expect(204);

    // Strangers' wrong guesses from many addresses (counted as the sign-in counts them, without
    // spending a password check each).
    const throttle = testApp.app.get(LoginThrottleService);
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_EMAIL_ALL_IPS; attempt += 1) {
      await throttle.consumeAttempt(`192.0.2.${100 + attempt}`, 'owner@example.com');
    }
    // A browser never seen before is held back by the per-email ceiling...
    await signIn('198.51.100.51', 'owner@example.com', 'the right one').expect(429);
    // ...the owner's phone is not, even from a new address.
    const back = await signInOnPhone('198.51.100.52', 'the right one').expect(200);
    expect(back.body.email).toBe('owner@example.com');
    await ownersPhone.post('/api/logout').expect(204);

    // A forged device cookie does not pass for the owner's.
    const forger = testApp.agent();
    await forger
      .post('/api/login')
      .set('X-Forwarded-For', '198.51.100.53')
      .set('Cookie', 'kahraba.device=00000000-0000-4000-8000-000000000000.forged')
      .send({ email: 'owner@example.com', password: 'the right one' })
      .expect(429);

    // The per-address ceiling still applies to the known device.
    const crowded = '198.51.100.54';
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_IP; attempt += 1) {
      await throttle.consumeAttempt(crowded, `nobody${attempt}@example.com`);
    }
    await signInOnPhone(crowded, 'the right one').expect(429);
  });
});
