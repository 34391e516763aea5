import { startTestApp, type TestApp } from '../../testing/test-app';

describe('the HTTP application', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('reports health when the database answers', async () => {
    const response = await testApp.agent().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['server-timing']).toMatch(/^database;dur=\d+$/);
  });

  it('publishes the OpenAPI document at /api/docs to signed-in users', async () => {
    const agent = await testApp.signedInAgent();
    await agent.get('/api/docs').expect(200);
    const json = await agent.get('/api/docs/json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/auth/user', '/api/health']),
    );
  });

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const response = await testApp
      .agent()
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@b.c', password: 'x' })
      .expect(403);
    expect(response.body.message).toMatch(/مصدر/);
  });

  it('lets the same site through', async () => {
    const agent = await testApp.signedInAgent();
    await agent
      .post('/api/logout')
      .set('Host', 'kahraba.test:3000')
      .set('Origin', 'http://kahraba.test:3000')
      .expect(204);
    await agent.get('/api/auth/user').expect(401);
  });

  it('answers unknown fields with an Arabic 400 and signs nobody in', async () => {
    const agent = testApp.agent();
    const response = await agent
      .post('/api/login')
      .send({ email: 'x@example.com', password: 'p', role: 'admin' })
      .expect(400);
    expect(response.body.message).toBe('الحقل غير مسموح: role');
    await agent.get('/api/auth/user').expect(401);
  });

  it('answers malformed JSON with an Arabic 400', async () => {
    const response = await testApp
      .agent()
      .post('/api/logout')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(response.body.message).toMatch(/JSON/);
  });

  it('requires sign-in for every other /api route', async () => {
    await testApp.agent().get('/api/auth/user').expect(401);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const agent = await testApp.signedInAgent();
    const response = await agent.get('/api/no-such-thing').expect(404);
    expect(response.body.message).toBeDefined();
  });
});
