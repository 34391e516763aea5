import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { businessTimeZoneOf } from '../../application/clock/business-time-zone';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { publicUrlOf } from '../../application/settings/public-url';

describe('the deployment settings the web reads', () => {
  it('takes the business time zone from BUSINESS_TIME_ZONE, Asia/Beirut when unset', () => {
    expect(businessTimeZoneOf({})).toBe('Asia/Beirut');
    expect(businessTimeZoneOf({ BUSINESS_TIME_ZONE: '' })).toBe('Asia/Beirut');
    expect(businessTimeZoneOf({ BUSINESS_TIME_ZONE: 'UTC' })).toBe('UTC');
    expect(() => businessTimeZoneOf({ BUSINESS_TIME_ZONE: 'Beirut' })).toThrow(
      'BUSINESS_TIME_ZONE ليست منطقة زمنية: «Beirut»',
    );
  });

  it('takes PUBLIC_URL as an http(s) address without a trailing slash, or null', () => {
    expect(publicUrlOf({})).toBeNull();
    expect(publicUrlOf({ PUBLIC_URL: ' https://kahraba.example.com/ ' })).toBe('https://kahraba.example.com');
    expect(publicUrlOf({ PUBLIC_URL: 'http://10.0.0.5:3000' })).toBe('http://10.0.0.5:3000');
    expect(publicUrlOf({ PUBLIC_URL: 'https://example.com/kahraba/' })).toBe('https://example.com/kahraba');
    for (const wrong of ['kahraba.example.com', 'ftp://example.com', 'https://example.com/?a=1']) {
      expect(() => publicUrlOf({ PUBLIC_URL: wrong })).toThrow('PUBLIC_URL ليس عنوان http(s)');
    }
  });

  it.each([
    ['BUSINESS_TIME_ZONE', 'Beirut', 'BUSINESS_TIME_ZONE ليست منطقة زمنية: «Beirut»'],
    ['PUBLIC_URL', 'kahraba.example.com', 'PUBLIC_URL ليس عنوان http(s): «kahraba.example.com»'],
  ])('stops the app at start when %s is wrong, with exit 1 and one line', (name, value, line) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kahraba-config-'));
    try {
      const main = join(__dirname, '..', '..', '..', 'dist', 'main.js');
      const { PATH, HOME } = process.env;
      const run = spawnSync(process.execPath, [main], {
        env: { PATH, HOME, [name]: value, DATA_DIR: join(dataDir, 'data'), PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(line);
      expect(existsSync(join(dataDir, 'data'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('GET /api/app-config', () => {
    let testApp: TestApp;
    const saved = process.env.PUBLIC_URL;
    beforeAll(async () => {
      process.env.PUBLIC_URL = 'https://kahraba.example.com/';
      testApp = await startTestApp();
    });
    afterAll(async () => {
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
      await testApp.close();
    });

    it('answers the zone and the public address to anyone (the portal and the QR page read them)', async () => {
      const response = await testApp.agent().get('/api/app-config').expect(200);
      expect(response.body).toEqual({
        businessTimeZone: 'Asia/Beirut',
        publicUrl: 'https://kahraba.example.com',
        publicUrlSource: 'environment',
      });
    });

    it('keeps PUBLIC_URL over an address saved in the settings', async () => {
      const admin = await testApp.signedInAgent('هالة', 'admin');
      await admin.put('/api/public-address').send({ publicUrl: 'https://saved.example.com' }).expect(200);
      const response = await testApp.agent().get('/api/app-config').expect(200);
      expect(response.body.publicUrl).toBe('https://kahraba.example.com');
    });
  });

  describe('the address customers reach, saved by an administrator (docs/public-address.md)', () => {
    let testApp: TestApp;
    const saved = process.env.PUBLIC_URL;
    beforeAll(async () => {
      delete process.env.PUBLIC_URL;
      testApp = await startTestApp();
    });
    afterAll(async () => {
      if (saved !== undefined) process.env.PUBLIC_URL = saved;
      await testApp.close();
    });

    it('is missing until an administrator saves it, then every page reads it; the change is audited', async () => {
      const before = await testApp.agent().get('/api/app-config').expect(200);
      expect(before.body).toMatchObject({ publicUrl: null, publicUrlSource: null });

      const admin = await testApp.signedInAgent('هالة', 'admin');
      const saved = await admin
        .put('/api/public-address')
        .send({ publicUrl: ' https://kahraba.example.com/ ' })
        .expect(200);
      expect(saved.body).toEqual({ publicUrl: 'https://kahraba.example.com', source: 'settings' });

      const after = await testApp.agent().get('/api/app-config').expect(200);
      expect(after.body).toMatchObject({
        publicUrl: 'https://kahraba.example.com',
        publicUrlSource: 'settings',
      });
      const audit = await admin.get('/api/audit-log').query({ action: 'set-public-address' }).expect(200);
      expect(JSON.stringify(audit.body)).toContain('https://kahraba.example.com');
    });

    it.each([
      ['http://127.0.0.1:3101', 'عنوان هذا الجهاز نفسه'],
      ['kahraba.example.com', 'ليس عنوان موقع'],
      ['', 'اكتب عنوان الموقع'],
    ])('refuses %j in Arabic and keeps the address it had', async (publicUrl, message) => {
      const admin = await testApp.signedInAgent('هالة', 'admin');
      const before = await testApp.agent().get('/api/app-config').expect(200);
      const refused = await admin.put('/api/public-address').send({ publicUrl }).expect(400);
      expect(JSON.stringify(refused.body)).toContain(message);
      const after = await testApp.agent().get('/api/app-config').expect(200);
      expect(after.body).toEqual(before.body);
    });

    it("is an administrator's to set", async () => {
      const operator = await testApp.signedInAgent('سامي', 'operator');
      await operator.put('/api/public-address').send({ publicUrl: 'https://other.example.com' }).expect(403);
      await testApp
        .agent()
        .put('/api/public-address')
        .send({ publicUrl: 'https://other.example.com' })
        .expect(401);
    });
  });
});
