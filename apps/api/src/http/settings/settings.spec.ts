import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';
import { INITIAL_COMPANY_PROFILE } from '../../application/settings/company-profile.store';

const PROFILE = {
  name: 'مولد الأمل',
  address: 'صيدا',
  phone: '07 111 222',
  phone2: '70 333 444',
  email: 'amal@example.com',
  registrationNumber: '12345',
  lookupNote: 'ابحث عن فاتورتك برقمها واسمك',
};

describe('settings', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let admin: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    operator = await testApp.signedInAgent();
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('owner@example.com', 'صاحب', 'المولد', 'admin', 'owner secret 1'));
    admin = testApp.agent();
    await admin
      .post('/api/login')
      .send({ email: 'owner@example.com', password: 'owner secret 1' })
      .expect(200);
  });
  afterAll(() => testApp.close());

  it.each([
    ['get', '/api/exchange-rate'],
    ['get', '/api/subscription-pricing'],
    ['get', '/api/table-config'],
    ['get', '/api/company-profile'],
    ['put', '/api/company-profile'],
  ] as const)('refuses %s %s without sign-in (401)', async (method, path) => {
    const before = await snapshotOfData(db);
    const response = await testApp.agent()[method](path).send(PROFILE).expect(401);
    expect(response.body.message).toContain('Unauthorized');
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('gives the exchange rate as a number, 89500 LBP per dollar by default', async () => {
    const response = await operator.get('/api/exchange-rate').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe(89500);
  });

  it('gives the subscription pricing as a map, empty at first', async () => {
    const response = await operator.get('/api/subscription-pricing').expect(200);
    expect(response.body).toEqual({});
  });

  it('gives the subscription pricing by amperage once prices are stored', async () => {
    await db.query('INSERT INTO subscription_pricing (amperage, price) VALUES (5, 450000), (10, 850000.5)');
    try {
      const response = await operator.get('/api/subscription-pricing').expect(200);
      expect(response.body).toEqual({ '5': 450000, '10': 850000.5 });
    } finally {
      await db.query('DELETE FROM subscription_pricing');
    }
  });

  it('gives the default box groups of the two panels', async () => {
    const response = await operator.get('/api/table-config').expect(200);
    expect(response.body).toEqual({ mahmoudBoxes: '5-7 13-33', baydawiBoxes: '1-4 8-12 27 32' });
  });

  describe('the company profile', () => {
    it('starts with the initial profile', async () => {
      const response = await operator.get('/api/company-profile').expect(200);
      expect(response.body).toEqual(INITIAL_COMPANY_PROFILE);
    });

    it('is changed by an admin and read back by everyone', async () => {
      const response = await admin.put('/api/company-profile').send(PROFILE).expect(200);
      expect(response.body).toEqual({ ...PROFILE, printOfficialTariffLine: false });
      expect((await operator.get('/api/company-profile').expect(200)).body).toEqual(response.body);
    });

    it('refuses an operator with an Arabic 403 and keeps the profile', async () => {
      const before = await snapshotOfData(db);
      const response = await operator
        .put('/api/company-profile')
        .send({ ...PROFILE, name: 'منتحل' })
        .expect(403);
      expect(response.body.message).toBe('هذا الإجراء متاح للمدير فقط');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it.each([
      ['a missing field', { ...PROFILE, phone2: undefined }],
      ['a field that is not text', { ...PROFILE, phone: 123 }],
      ['an unknown field', { ...PROFILE, logo: 'x' }],
      ['a name too long', { ...PROFILE, name: 'م'.repeat(201) }],
    ])('refuses %s with an Arabic 400 and keeps the profile', async (_case, body) => {
      const before = await snapshotOfData(db);
      const response = await admin.put('/api/company-profile').send(body).expect(400);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('prints the official tariff line only once the owner turns it on; a profile sent without it keeps the choice', async () => {
      const on = await admin
        .put('/api/company-profile')
        .send({ ...PROFILE, printOfficialTariffLine: true })
        .expect(200);
      expect(on.body).toMatchObject({ printOfficialTariffLine: true });
      const kept = await admin
        .put('/api/company-profile')
        .send({ ...PROFILE, phone: '07 999 000' })
        .expect(200);
      expect(kept.body).toMatchObject({ phone: '07 999 000', printOfficialTariffLine: true });
      const refused = await admin
        .put('/api/company-profile')
        .send({ ...PROFILE, printOfficialTariffLine: 'نعم' })
        .expect(400);
      expect(refused.body.message).toBe('خيار طباعة التسعيرة الرسمية غير صالح');
      const [audit] = await db.query<{ actor: string }>(
        `SELECT actor FROM audit_log WHERE action = 'update-company-profile' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit?.actor).toBe('owner@example.com');
      await admin
        .put('/api/company-profile')
        .send({ ...PROFILE, printOfficialTariffLine: false })
        .expect(200);
    });

    it('says which field is not text, not that it is too long', async () => {
      const notText = await admin
        .put('/api/company-profile')
        .send({ ...PROFILE, phone: 123 })
        .expect(400);
      expect(notText.body.message).toBe('رقم الهاتف غير صالح');
      const missing = await admin
        .put('/api/company-profile')
        .send({ ...PROFILE, name: undefined })
        .expect(400);
      expect(missing.body.message).toBe('اسم الشركة غير صالح');
    });
  });
});
