import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('clear refusals of malformed bodies', () => {
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

  it.each([
    ['an empty body', {}],
    ['records that are text', { records: 'x' }],
    ['records that are an object', { records: { name: 'أحمد' } }],
    ['records that are null', { records: null }],
  ])('says the list is missing for %s on bulk, writing nothing', async (_case, body) => {
    const response = await operator.post('/api/ampere-records/bulk').send(body).expect(400);
    expect(response.body.message).toBe('قائمة السجلات مفقودة');
    expect(await countOf('ampere_records')).toBe(0);
    expect(await countOf('batches')).toBe(0);
  });

  it.each([[true], [false], [[5]], [{ value: 5 }]])(
    'refuses ampereRequested: %j on a registration, writing nothing',
    async (ampereRequested) => {
      const response = await testApp
        .agent()
        .post('/api/pending-customers')
        .send({ name: 'منى', phone: '03123456', address: 'بيروت', meterType: 'meter', ampereRequested })
        .expect(400);
      expect(response.body.message).toContain('عدد الأمبيرات المطلوبة');
      expect(await countOf('pending_customers')).toBe(0);
    },
  );
});
