import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  PORTAL_ADDRESS_MISSES_BEFORE_DELAY,
  PORTAL_VISITOR_MISSES_BEFORE_DELAY,
} from './public-request-limits.service';

// The portal look-up is throttled by the visitor (its address and its device cookie),
// never by the customer number. Behind a trusted proxy the client address comes from
// X-Forwarded-For, so one test client can speak from many addresses (TRUST_PROXY is read when the
// app is created). Its own file: a second application in one file breaks passport's sessions.
describe('throttling the customer portal by visitor', () => {
  let testApp: TestApp;
  let customerNumber: number;
  let now: number;
  const previousTrustProxy = process.env.TRUST_PROXY;

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'true';
    try {
      testApp = await startTestApp();
    } finally {
      if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = previousTrustProxy;
    }
    const operator = await testApp.signedInAgent();
    const created = await operator
      .post('/api/ampere-records')
      .send({ name: 'نادين سلوم', box: '3', ampere: 5 })
      .expect(201);
    customerNumber = created.body.customerNumber;
  });
  afterAll(() => testApp.close());

  beforeEach(async () => {
    await testApp.app.get(Database).query('DELETE FROM rate_limits');
    now = Date.now();
    jest.spyOn(testApp.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterEach(() => jest.restoreAllMocks());

  const lookUp = (visitor: TestAgent, from: string, name: string) =>
    visitor
      .get('/api/customer-portal/search')
      .set('X-Forwarded-For', from)
      .query({ id: `#${customerNumber}`, name });
  const missFrom = async (visitor: TestAgent, from: string) => {
    const answer = await lookUp(visitor, from, 'غريب').expect(200);
    expect(answer.body).toEqual([]);
  };
  const portalMisses = (address: string) =>
    testApp.app
      .get(Database)
      .query<{ actor: string; userId: string | null; count: number; details: Record<string, unknown> }>(
        `SELECT actor, user_id AS "userId", count, details FROM audit_log
          WHERE action = 'portal-miss' AND details->>'address' = $1 ORDER BY id`,
        [address],
      );

  it("does not let a stranger's misses on a number stop the customer from another address, nor another device on the same one", async () => {
    const stranger = testApp.agent();
    const strangers = '203.0.113.10';
    for (let attempt = 0; attempt < PORTAL_VISITOR_MISSES_BEFORE_DELAY; attempt += 1) {
      await missFrom(stranger, strangers);
    }
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await lookUp(stranger, strangers, 'غريب').expect(429);
    }
    // Another browser behind the same address (a shared mobile network) is another visitor.
    const neighbour = await lookUp(testApp.agent(), strangers, 'نادين').expect(200);
    expect(neighbour.body.map((bill: { customerNumber: number }) => bill.customerNumber)).toEqual([
      customerNumber,
    ]);
    // Throwing the device cookie away does not help for long: the address has its own ceiling.
    for (
      let attempt = PORTAL_VISITOR_MISSES_BEFORE_DELAY;
      attempt < PORTAL_ADDRESS_MISSES_BEFORE_DELAY;
      attempt += 1
    ) {
      await missFrom(testApp.agent(), strangers);
    }
    const refused = await lookUp(testApp.agent(), strangers, 'غريب').expect(429);
    expect(refused.body.code).toBe('TOO_MANY_PORTAL_MISSES');

    const customer = await lookUp(testApp.agent(), '198.51.100.20', 'نادين').expect(200);
    expect(customer.body).toHaveLength(1);
    expect(customer.body[0]).toMatchObject({ customerNumber, name: 'نادين سلوم' });
  });

  it(`answers the same visitor 429 after ${PORTAL_VISITOR_MISSES_BEFORE_DELAY} free misses, with a wait that doubles`, async () => {
    const visitor = testApp.agent();
    const from = '203.0.113.20';
    for (let attempt = 0; attempt < PORTAL_VISITOR_MISSES_BEFORE_DELAY; attempt += 1) {
      await missFrom(visitor, from);
    }
    const first = await lookUp(visitor, from, 'نادين').expect(429);
    expect(first.body).toEqual({
      message: 'محاولات بحث خاطئة كثيرة، يرجى المحاولة بعد 30 ثانية',
      code: 'TOO_MANY_PORTAL_MISSES',
    });
    now += 20_000;
    expect((await lookUp(visitor, from, 'نادين').expect(429)).body.message).toMatch(/بعد 10 ثوانٍ$/);

    now += 11_000;
    await missFrom(visitor, from);
    expect((await lookUp(visitor, from, 'نادين').expect(429)).body.message).toMatch(/بعد دقيقة واحدة$/);

    now += 61_000;
    await missFrom(visitor, from);
    expect((await lookUp(visitor, from, 'نادين').expect(429)).body.message).toMatch(/بعد دقيقتين$/);

    // After the wait the right name finds the bill; finding it forgives the attempt, not the misses.
    now += 121_000;
    await lookUp(visitor, from, 'نادين').expect(200);
    await lookUp(visitor, from, 'نادين').expect(200);
    await missFrom(visitor, from);
    expect((await lookUp(visitor, from, 'نادين').expect(429)).body.message).toMatch(/بعد 4 دقائق$/);
  });

  it('audits every miss with the number looked up and the address, never the name typed', async () => {
    const visitor = testApp.agent();
    const from = '203.0.113.30';
    await lookUp(visitor, from, 'اسم سري').expect(200);
    await lookUp(visitor, from, 'نادين').expect(200);
    await visitor
      .get('/api/customer-portal/search')
      .set('X-Forwarded-For', from)
      .query({ id: '99999999', name: 'أحد' })
      .expect(200);
    for (let attempt = 2; attempt < PORTAL_VISITOR_MISSES_BEFORE_DELAY; attempt += 1) {
      await missFrom(visitor, from);
    }
    // A refused look-up was never checked: no miss to record.
    await lookUp(visitor, from, 'غريب').expect(429);

    const rows = await portalMisses(from);
    expect(rows).toHaveLength(PORTAL_VISITOR_MISSES_BEFORE_DELAY);
    expect(rows[0]).toEqual({
      actor: 'portal',
      userId: null,
      count: 1,
      details: { customerNumber, address: from, misses: 1 },
    });
    expect(rows[1]!.details).toEqual({ customerNumber: 99999999, address: from, misses: 2 });
    expect(rows.map((row) => row.details.misses)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(rows)).not.toMatch(/سري|أحد|غريب/);

    const admin = await testApp.signedInAgent('مدير', 'admin');
    const listed = await admin.get('/api/audit-log?action=portal-miss').expect(200);
    expect(listed.body.entries.length).toBeGreaterThanOrEqual(PORTAL_VISITOR_MISSES_BEFORE_DELAY);
    expect(listed.body.entries[0]).toMatchObject({
      action: 'portal-miss',
      userEmail: 'portal',
      userId: null,
    });
  });
});
