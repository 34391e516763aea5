import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';
import {
  FAILED_LOGINS_PER_EMAIL_AND_IP,
  FAILED_LOGINS_PER_IP,
} from '../../application/access/login-throttle.service';

describe('signing in and out', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('Rania@Example.com', 'رانيا', 'خوري', 'admin', 'a long secret'));
  });
  afterAll(() => testApp.close());

  it('sends the browser from GET /api/login to the sign-in page', async () => {
    const response = await testApp.agent().get('/api/login').expect(302);
    expect(response.headers.location).toBe('/login');
  });

  it('keeps the page the operator was on through the sign-in redirect', async () => {
    const response = await testApp.agent().get('/api/login?returnTo=%2Finvoice%3Fid%3D7').expect(302);
    expect(response.headers.location).toBe('/login?returnTo=%2Finvoice%3Fid%3D7');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/api/logout'])(
    'drops a return address that is not a page of this site (%s)',
    async (returnTo) => {
      const response = await testApp
        .agent()
        .get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)
        .expect(302);
      expect(response.headers.location).toBe('/login');
    },
  );

  it('answers 401 to /api/auth/user while signed out', async () => {
    const response = await testApp.agent().get('/api/auth/user').expect(401);
    expect(response.body.message).toContain('Unauthorized');
  });

  it('signs in with email and password, sets an HttpOnly SameSite=Lax cookie, and knows the user', async () => {
    const agent = testApp.agent();
    const login = await agent
      .post('/api/login')
      .send({ email: 'rania@example.com', password: 'a long secret' })
      .expect(200);
    expect(login.body).toMatchObject({
      email: 'rania@example.com',
      firstName: 'رانيا',
      lastName: 'خوري',
      role: 'admin',
    });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(Object.keys(me.body).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'meterReader',
      'role',
    ]);
    expect(me.body.firstName).toBe('رانيا');
  });

  it('refuses a wrong password with an Arabic message and no session', async () => {
    const agent = testApp.agent();
    const response = await agent
      .post('/api/login')
      .send({ email: 'rania@example.com', password: 'wrong' })
      .expect(401);
    expect(response.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    await agent.get('/api/auth/user').expect(401);
  });

  it('refuses an unknown email the same way', async () => {
    const response = await testApp
      .agent()
      .post('/api/login')
      .send({ email: 'nobody@example.com', password: 'x' })
      .expect(401);
    expect(response.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('refuses a non-text email with 400 and an Arabic message, not a server error', async () => {
    const response = await testApp.agent().post('/api/login').send({ email: 123, password: 'x' }).expect(400);
    expect(response.body.message).toBe('البريد الإلكتروني غير صالح');
  });

  it('refuses a malformed email with 400', async () => {
    const response = await testApp
      .agent()
      .post('/api/login')
      .send({ email: 'not-an-email', password: 'x' })
      .expect(400);
    expect(response.body.message).toBe('البريد الإلكتروني غير صالح');
  });

  it('refuses unknown fields and a missing password with 400', async () => {
    const unknown = await testApp
      .agent()
      .post('/api/login')
      .send({ email: 'rania@example.com', password: 'a long secret', role: 'admin' })
      .expect(400);
    expect(unknown.body.message).toBe('الحقل غير مسموح: role');
    const missing = await testApp.agent().post('/api/login').send({ email: 'rania@example.com' }).expect(400);
    expect(missing.body.message).toBe('كلمة المرور مطلوبة');
  });

  it('does not count malformed sign-in requests toward any throttle', async () => {
    // More than every allowance (this email from this client, and this client's address).
    for (let attempt = 0; attempt <= FAILED_LOGINS_PER_IP; attempt += 1) {
      const body = [
        { email: 123, password: 'wrong' },
        { email: 'not-an-email', password: 'wrong' },
        { email: 'rania@example.com', password: 'wrong', extra: true },
      ][attempt % 3];
      await testApp.agent().post('/api/login').send(body).expect(400);
    }
    await testApp
      .agent()
      .post('/api/login')
      .send({ email: 'rania@example.com', password: 'a long secret' })
      .expect(200);
  });

  it('signs out: the session no longer opens protected calls', async () => {
    const agent = testApp.agent();
    await agent
      .post('/api/login')
      .send({ email: 'rania@example.com', password: 'a long secret' })
      .expect(200);
    await agent.post('/api/logout').expect(204);
    await agent.get('/api/auth/user').expect(401);
  });

  it('throttles repeated failures for one email from one client, even with the right password afterwards (429)', async () => {
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('target@example.com', 'هدف', 'تجربة', 'operator', 'the right one'));
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_EMAIL_AND_IP; attempt += 1) {
      await testApp
        .agent()
        .post('/api/login')
        .send({ email: 'target@example.com', password: 'guess' })
        .expect(401);
    }
    const blocked = await testApp
      .agent()
      .post('/api/login')
      .send({ email: 'target@example.com', password: 'the right one' })
      .expect(429);
    expect(blocked.body.message).toMatch(/محاولات/);
  });

  it('throttles repeated failures from one IP across many emails (429)', async () => {
    let status = 401;
    for (let attempt = 0; attempt < 40 && status === 401; attempt += 1) {
      const response = await testApp
        .agent()
        .post('/api/login')
        .send({ email: `spray${attempt}@example.com`, password: 'x' });
      status = response.status;
    }
    expect(status).toBe(429);
  });
});
