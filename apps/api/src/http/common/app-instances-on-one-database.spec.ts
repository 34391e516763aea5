import { addCustomer } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * API instances start, stop and start again on one database (a restart, a second
 * instance behind a load balancer) and each one answers signed-in calls from its first request.
 */
describe('app instances started, closed and restarted on one database', () => {
  let first: TestApp;

  beforeAll(async () => {
    first = await startTestApp();
  });
  afterAll(async () => {
    await first.close();
  });

  it('a second instance started after another on the same database was closed answers at once', async () => {
    const databaseUrl = first.databaseUrl;
    for (let round = 1; round <= 4; round += 1) {
      const beside = await startTestApp(databaseUrl);
      const agent = await beside.signedInAgent(`جولة ${round}`);
      const customer = await addCustomer(agent, { name: `زبون الجولة ${round}` });
      await beside.close();

      const next = await startTestApp(databaseUrl);
      const reader = await next.signedInAgent();
      const list = await reader.get('/api/ampere-records').expect(200);
      expect((list.body as { id: number }[]).map((row) => row.id)).toContain(customer.id);
      await next.close();
    }
    // The instance that ran all along still answers too.
    await (await first.signedInAgent()).get('/api/ampere-records').expect(200);
  });
});
