import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * That a group's undo takes back its own latest batch exactly is proven without HTTP in
 * application/batches/kwh-undo.spec.ts; this proves a metered group's paths answer it.
 */
describe('undo on a metered group’s paths', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
  });
  afterAll(() => testApp.close());

  it('describes, then takes back, the group’s import', async () => {
    await agent
      .post('/api/mahmoud-kwh-customers/bulk')
      .send({ records: [{ name: 'م', ampere: 2, currentKwh: 10 }] })
      .expect(201);
    const described = await agent.get('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
    expect(described.body).toMatchObject({ kind: 'import', createdCount: 1, updatedCount: 0 });
    const undone = await agent
      .delete('/api/mahmoud-kwh-customers/undo-last-batch')
      .query({ batchId: described.body.batchId })
      .expect(200);
    expect(undone.body).toEqual({ deletedCount: 1, revertedCount: 0, message: 'تم التراجع بنجاح' });
    await agent.get('/api/mahmoud-kwh-customers/undo-last-batch').expect(404);
  });
});
