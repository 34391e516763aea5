import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The rule (kind, who, when, rows; a stale undo refused) is proven without HTTP in
 * application/batches/describe-last-batch.spec.ts; this proves the route answers it.
 */
describe('GET /api/ampere-records/undo-last-batch', () => {
  let testApp: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await testApp.signedInAgent('مدير');
  });
  afterAll(() => testApp.close());

  it('answers 404 in Arabic when there is nothing to undo', async () => {
    const response = await admin.get('/api/ampere-records/undo-last-batch').expect(404);
    expect(response.body.message).toBe('لا توجد عملية للتراجع عنها');
  });
});
