import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { REGISTRATIONS_PER_HOUR } from './public-request-limits.service';

const validRequest = {
  name: 'منى الأسعد',
  phone: '03 123 456',
  address: 'بيروت، الطريق الجديدة',
  ampereRequested: 5,
  meterType: 'meter',
};

interface StoredRequest {
  name: string;
  phone: string;
  address: string;
  ampereRequested: string;
  meterType: string;
  status: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

describe('registering as a new customer', () => {
  let testApp: TestApp;
  let visitor: TestAgent;
  let db: Database;

  const storedRequests = () =>
    db.query<StoredRequest>(
      `SELECT name, phone, address, ampere_requested::text AS "ampereRequested", meter_type AS "meterType",
         status, reviewed_at AS "reviewedAt", reviewed_by AS "reviewedBy"
       FROM pending_customers ORDER BY created_at, id`,
    );

  beforeAll(async () => {
    testApp = await startTestApp();
    visitor = testApp.agent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(() => db.query('DELETE FROM pending_customers'));

  it('accepts a request without sign-in and keeps it pending for review', async () => {
    const response = await visitor
      .post('/api/pending-customers')
      .send({ ...validRequest, name: '  منى الأسعد ', phone: '٠٣/١٢٣٤٥٦', meterType: 'cutoff' })
      .expect(201);

    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
      reference: expect.stringMatching(/^REG-\d+$/),
    });
    expect(await storedRequests()).toEqual([
      {
        name: 'منى الأسعد',
        phone: '03/123456',
        address: 'بيروت، الطريق الجديدة',
        ampereRequested: '5.00',
        meterType: 'cutoff',
        status: 'pending',
        reviewedAt: null,
        reviewedBy: null,
      },
    ]);
  });

  it('accepts a number of amperes sent as text, with decimals', async () => {
    await visitor
      .post('/api/pending-customers')
      .send({ ...validRequest, ampereRequested: '2.5' })
      .expect(201);
    expect((await storedRequests())[0].ampereRequested).toBe('2.50');
  });

  it('reads amperes typed in Arabic-Indic digits or with a decimal comma', async () => {
    await visitor
      .post('/api/pending-customers')
      .send({ ...validRequest, ampereRequested: '٣' })
      .expect(201);
    await visitor
      .post('/api/pending-customers')
      .send({ ...validRequest, ampereRequested: '2,5' })
      .expect(201);
    expect((await storedRequests()).map((request) => request.ampereRequested)).toEqual(['3.00', '2.50']);
  });

  it('refuses blank amperes rather than reading them as 0 or 1', async () => {
    for (const ampereRequested of ['', true]) {
      await visitor
        .post('/api/pending-customers')
        .send({ ...validRequest, ampereRequested })
        .expect(400);
    }
    expect(await storedRequests()).toEqual([]);
  });

  it.each([
    ['a missing name', { name: undefined }, 'الاسم مطلوب'],
    ['a blank name', { name: '   ' }, 'الاسم مطلوب'],
    ['a missing phone', { phone: undefined }, 'رقم الهاتف مطلوب'],
    ['an empty phone', { phone: '' }, 'رقم الهاتف مطلوب'],
    ['a phone that is not a phone number', { phone: 'اتصلوا بي' }, 'رقم الهاتف غير صالح'],
    ['a missing address', { address: undefined }, 'العنوان مطلوب'],
    ['no amperes', { ampereRequested: 0 }, 'عدد الأمبيرات المطلوبة مطلوب'],
    ['a missing ampere count', { ampereRequested: undefined }, 'عدد الأمبيرات المطلوبة مطلوب'],
    ['amperes that are not a number', { ampereRequested: 'خمسة' }, 'عدد الأمبيرات المطلوبة مطلوب'],
    ['too many amperes', { ampereRequested: 100_000 }, 'عدد الأمبيرات المطلوبة كبير جداً'],
    ['a missing service type', { meterType: undefined }, 'نوع الخدمة مطلوب'],
    ['an unknown service type', { meterType: 'solar' }, 'نوع الخدمة مطلوب'],
    ['a name that is too long', { name: 'ا'.repeat(201) }, 'الاسم طويل جداً'],
    ['an address that is too long', { address: 'ا'.repeat(501) }, 'العنوان طويل جداً'],
  ])('refuses %s with an Arabic 400 and writes nothing', async (_case, change, message) => {
    const response = await visitor
      .post('/api/pending-customers')
      .send({ ...validRequest, ...change })
      .expect(400);
    expect(response.body.message).toContain(message);
    expect(await storedRequests()).toEqual([]);
  });

  it('names every missing field at once', async () => {
    const response = await visitor.post('/api/pending-customers').send({}).expect(400);
    for (const message of ['الاسم مطلوب', 'رقم الهاتف مطلوب', 'العنوان مطلوب', 'نوع الخدمة مطلوب']) {
      expect(response.body.message).toContain(message);
    }
    expect(await storedRequests()).toEqual([]);
  });

  it('refuses fields the form does not have, such as a status', async () => {
    await visitor
      .post('/api/pending-customers')
      .send({ ...validRequest, status: 'approved' })
      .expect(400);
    expect(await storedRequests()).toEqual([]);
  });
});

describe('throttling registrations', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it(`answers 429 after ${REGISTRATIONS_PER_HOUR} requests an hour from one address, writing nothing more`, async () => {
    const visitor = testApp.agent();
    const db = testApp.app.get(Database);
    // Refused forms do not use up the allowance.
    await visitor.post('/api/pending-customers').send({}).expect(400);
    for (let attempt = 0; attempt < REGISTRATIONS_PER_HOUR; attempt += 1) {
      await visitor.post('/api/pending-customers').send(validRequest).expect(201);
    }
    const refused = await visitor.post('/api/pending-customers').send(validRequest).expect(429);
    expect(refused.body.message).toMatch(/طلبات كثيرة/);
    const [{ count }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pending_customers',
    );
    expect(count).toBe(REGISTRATIONS_PER_HOUR);
  });
});
