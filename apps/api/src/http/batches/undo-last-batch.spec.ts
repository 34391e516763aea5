import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * What an undo gives back and what it leaves is proven without HTTP in
 * application/batches/undo-last-batch.spec.ts; this proves the route answers it.
 */
describe('DELETE /api/ampere-records/undo-last-batch', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  it("takes back the operator's last import and says so in Arabic", async () => {
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'جديد', box: '4', ampere: 2 }] })
      .expect(201);
    const response = await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
    expect(response.body).toEqual({ deletedCount: 1, revertedCount: 0, message: 'تم التراجع بنجاح' });
    expect((await agent.get('/api/ampere-records').expect(200)).body).toEqual([]);
  });
});
