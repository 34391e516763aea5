import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { MAX_JSON_DEPTH } from './json-body.middleware';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number): string => (depth === 0 ? '1' : `{"a":${nestedObject(depth - 1)}}`);

describe('requests a stranger could use to harm the server', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let db: Database;

  const countOf = async (table: string) =>
    (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0].count;

  beforeAll(async () => {
    testApp = await startTestApp();
    operator = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  describe('deeply nested JSON', () => {
    it('refuses a large deeply nested body on a public route before reading it, and stays responsive', async () => {
      const body = `{"name":${nested(3_000_000)}}`;
      const response = await testApp
        .agent()
        .post('/api/pending-customers')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(response.status).toBe(413);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
      expect(await countOf('pending_customers')).toBe(0);
      await testApp.agent().get('/api/health').expect(200);
    });

    it('refuses a public body larger than a few kilobytes', async () => {
      const response = await testApp
        .agent()
        .post('/api/pending-customers')
        .send({
          name: 'ا'.repeat(20_000),
          phone: '03123456',
          address: 'بيروت',
          ampereRequested: 5,
          meterType: 'meter',
        })
        .expect(413);
      expect(response.body.message).toBe('حجم الطلب كبير جداً');
      expect(await countOf('pending_customers')).toBe(0);
    });

    it.each([
      ['POST /api/ampere-records', (agent: TestAgent) => agent.post('/api/ampere-records')],
      ['POST /api/ampere-records/bulk', (agent: TestAgent) => agent.post('/api/ampere-records/bulk')],
      [
        'PATCH /api/ampere-records/column-paste',
        (agent: TestAgent) => agent.patch('/api/ampere-records/column-paste'),
      ],
      ['PUT /api/passcodes', (agent: TestAgent) => agent.put('/api/passcodes')],
    ])('refuses nesting 10,000 deep with an Arabic 400 on %s, writing nothing', async (_route, call) => {
      const before = await countOf('ampere_records');
      const response = await call(operator)
        .set('Content-Type', 'application/json')
        .send(`{"records":${nested(10_000)}}`)
        .expect(400);
      expect(response.body.message).toBe('البيانات متداخلة أكثر من المسموح');
      expect(await countOf('ampere_records')).toBe(before);
    });

    it(`refuses objects nested deeper than ${MAX_JSON_DEPTH} levels, and accepts ${MAX_JSON_DEPTH}`, async () => {
      // The body's own object is the first level.
      const tooDeep = `{"records":${nestedObject(MAX_JSON_DEPTH)}}`;
      const response = await operator
        .post('/api/ampere-records/bulk')
        .set('Content-Type', 'application/json')
        .send(tooDeep)
        .expect(400);
      expect(response.body.message).toBe('البيانات متداخلة أكثر من المسموح');
      const deepEnough = `{"records":${nestedObject(MAX_JSON_DEPTH - 1)}}`;
      const checked = await operator
        .post('/api/ampere-records/bulk')
        .set('Content-Type', 'application/json')
        .send(deepEnough)
        .expect(400);
      expect(checked.body.message).not.toBe('البيانات متداخلة أكثر من المسموح');
    });

    it('does not count brackets inside text', async () => {
      const response = await operator
        .post('/api/ampere-records')
        .send({ name: `[[[{{{${'['.repeat(100)}`, box: '7', ampere: 5 })
        .expect(201);
      expect(response.body.name).toMatch(/^\[\[\[\{\{\{/);
    });
  });

  describe('bytes that are not UTF-8', () => {
    // '{"name":"<bytes>","box":"7","ampere":5}': Windows-1256 Arabic, then bytes no text holds.
    // supertest would otherwise write a Buffer as JSON ({"type":"Buffer","data":[…]}).
    const asBytes = (body: unknown) => body as string;
    const bodyWith = (...bytes: number[]) =>
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes), Buffer.from('","box":"7","ampere":5}')]);

    it.each([
      ['Windows-1256 Arabic', bodyWith(0xc3, 0xcd, 0xe3, 0xcf)],
      ['0xFF 0xFE', bodyWith(0xff, 0xfe)],
      ['a sequence cut short', bodyWith(0xd8)],
    ])('refuses a customer name in %s with an Arabic 400, writing nothing', async (_case, body) => {
      const before = await countOf('ampere_records');
      const response = await operator
        .post('/api/ampere-records')
        .set('Content-Type', 'application/json; charset=utf-8')
        .serialize(asBytes)
        .send(body)
        .expect(400);
      expect(response.body.message).toBe('البيانات ليست نصاً بترميز UTF-8 صالح');
      expect(await countOf('ampere_records')).toBe(before);
    });

    it('refuses one in a public registration sent without a charset', async () => {
      const body = Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0xff]),
        Buffer.from('","phone":"03123456","address":"بيروت","ampereRequested":5,"meterType":"meter"}'),
      ]);
      const response = await testApp
        .agent()
        .post('/api/pending-customers')
        .set('Content-Type', 'application/json')
        .serialize(asBytes)
        .send(body)
        .expect(400);
      expect(response.body.message).toBe('البيانات ليست نصاً بترميز UTF-8 صالح');
      expect(await countOf('pending_customers')).toBe(0);
    });

    it('still stores Arabic sent as UTF-8 bytes', async () => {
      const response = await operator
        .post('/api/ampere-records')
        .set('Content-Type', 'application/json; charset=utf-8')
        .serialize(asBytes)
        .send(Buffer.from('{"name":"خليل 🙂","box":"7","ampere":5}', 'utf8'))
        .expect(201);
      expect(response.body.name).toBe('خليل 🙂');
    });
  });

  describe('NUL characters', () => {
    it.each([
      ['a customer name', { name: 'أحمد\u0000', box: '7', ampere: 5 }],
      ['an address', { name: 'أحمد', box: '7', ampere: 5, address: '\u0000' }],
    ])('refuses %s holding one with an Arabic 400, writing nothing', async (_case, body) => {
      const before = await countOf('ampere_records');
      const response = await operator.post('/api/ampere-records').send(body).expect(400);
      expect(response.body.message).toBe('النص يحتوي على محرف غير مسموح');
      expect(await countOf('ampere_records')).toBe(before);
    });

    it('refuses one in a public registration', async () => {
      const response = await testApp
        .agent()
        .post('/api/pending-customers')
        .send({
          name: 'منى\u0000',
          phone: '03123456',
          address: 'بيروت',
          ampereRequested: 5,
          meterType: 'meter',
        })
        .expect(400);
      expect(response.body.message).toBe('النص يحتوي على محرف غير مسموح');
      expect(await countOf('pending_customers')).toBe(0);
    });

    it('keeps a written-out backslash-u-0000 as ordinary text', async () => {
      const response = await operator
        .post('/api/ampere-records')
        .send({ name: 'نص \\u0000', box: '7', ampere: 5 })
        .expect(201);
      expect(response.body.name).toBe('نص \\u0000');
    });

    it.each([
      ['a search', '/api/ampere-records/search?q=%00'],
      ['an archive search', '/api/archived-records/search?q=a%00b'],
      ['the customer portal', '/api/customer-portal/search?id=1000&name=%00%D8%A3%D8%AD%D9%85%D8%AF'],
    ])('refuses one in %s with an Arabic 400', async (_case, url) => {
      const response = await operator.get(url).expect(400);
      expect(response.body.message).toBe('النص يحتوي على محرف غير مسموح');
    });
  });

  describe('lone surrogates and broken percent-encoding (docs/malformed-text.md)', () => {
    // Half of a UTF-16 pair is no character: JSON may write one (`"\\ud800"`) and a URL may
    // percent-encode one; neither may reach a check that encodes text (encodeURI throws) or the database.
    const registration = (name: string) => ({
      name,
      phone: '03123456',
      address: 'بيروت',
      ampereRequested: 5,
      meterType: 'meter',
    });

    it.each([
      ['a sign-in e-mail', '/api/login', { email: '\ud800', password: 'x' }],
      ['a sign-in password', '/api/login', { email: 'x@example.com', password: 'a\udc00b' }],
      ['a registration name', '/api/pending-customers', registration('منى \ud83d')],
      ['a registration address', '/api/pending-customers', { ...registration('منى'), address: '\udfff' }],
    ])('refuses %s holding one with an Arabic 400, writing nothing', async (_case, url, body) => {
      const response = await testApp.agent().post(url).send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: 'النص يحتوي على محرف غير صالح',
      });
      expect(await countOf('pending_customers')).toBe(0);
    });

    it('keeps a whole pair (an emoji written as two escapes) as ordinary text', async () => {
      await testApp
        .agent()
        .post('/api/pending-customers')
        .set('Content-Type', 'application/json')
        .send(
          '{"name":"منى \\ud83d\\ude42","phone":"03123456","address":"بيروت","ampereRequested":5,"meterType":"meter"}',
        )
        .expect(201);
      expect(await db.query('SELECT name FROM pending_customers')).toEqual([{ name: 'منى 🙂' }]);
      await db.query('DELETE FROM pending_customers');
    });

    it('signs in past a device cookie that does not decode, as if it were not there', async () => {
      const response = await testApp
        .agent()
        .post('/api/login')
        .set('Cookie', 'kahraba.device=%ED%A0%80')
        .send({ email: 'nobody@example.com', password: 'wrong password' });
      expect(response.status).toBe(401);
    });

    it.each([
      ['the portal look-up name', '/api/customer-portal/search?id=1000&name=%ED%A0%80'],
      ['the portal look-up number', '/api/customer-portal/search?id=%ED%B0%80&name=x'],
      ['a query cut short', '/api/customer-portal/search?id=1000&name=%D8'],
      ['a path parameter', '/api/ampere-records/%ED%A0%80'],
      ['the sign-in page', '/api/login?returnTo=%ED%A0%80'],
    ])('refuses %s percent-encoding one with an Arabic 400', async (_case, url) => {
      const response = await testApp.agent().get(url);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: 'البيانات ليست نصاً بترميز UTF-8 صالح',
      });
    });
  });

  describe('bidi control characters', () => {
    // U+202E turns the rest of a name around on screen, on an invoice and in a spreadsheet.
    const reversed = '\u202Eكمال\u202C \u2067علي\u2069\u200F';

    it('are removed from an ampere customer and a metered customer', async () => {
      const ampere = await operator
        .post('/api/ampere-records')
        .send({ name: reversed, box: '7', ampere: 5, address: '\u202Dالساحة' })
        .expect(201);
      expect(ampere.body).toMatchObject({ name: 'كمال علي', address: 'الساحة' });
      const metered = await operator
        .post('/api/mahmoud-kwh-customers')
        .send({ name: reversed, ampere: 2, address: '\u2066الحي\u2069' })
        .expect(201);
      expect(metered.body).toMatchObject({ name: 'كمال علي', address: 'الحي' });
    });

    it('are removed from a public registration before it is stored', async () => {
      await testApp
        .agent()
        .post('/api/pending-customers')
        .send({
          name: reversed,
          phone: '03123456',
          address: '\u202Eبيروت',
          ampereRequested: 5,
          meterType: 'meter',
        })
        .expect(201);
      expect(await db.query('SELECT name, address FROM pending_customers')).toEqual([
        { name: 'كمال علي', address: 'بيروت' },
      ]);
    });
  });
});
