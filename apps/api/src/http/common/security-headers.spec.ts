import { startTestApp, type TestApp } from '../../testing/test-app';

describe('security headers and the API documentation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('sends a content security policy that allows only our own origin, and refuses framing', async () => {
    const response = await testApp.agent().get('/api/health').expect(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('forbids content sniffing and hides the framework', async () => {
    const response = await testApp.agent().get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same headers on errors', async () => {
    const response = await testApp.agent().get('/api/auth/user').expect(401);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('shows the API documentation to signed-in users only', async () => {
    for (const path of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs-json',
      '/api/docs/swagger-ui-init.js',
    ]) {
      const refused = await testApp.agent().get(path);
      expect([path, refused.status]).toEqual([path, 401]);
      expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    const operator = await testApp.signedInAgent();
    await operator.get('/api/docs').expect(200);
    const json = await operator.get('/api/docs/json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/health']));
  });

  it('compresses answers for clients that accept it', async () => {
    const operator = await testApp.signedInAgent();
    for (let index = 0; index < 30; index += 1) {
      await operator
        .post('/api/ampere-records')
        .send({ name: `مشترك رقم ${index}`, box: '7', ampere: 5 })
        .expect(201);
    }
    const response = await operator
      .get('/api/ampere-records/search?q=مشترك')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toHaveLength(30);
  });
});
