import type TestAgent from 'supertest/lib/agent';
import { addCustomer } from '../../testing/ampere-test-data';
import { openEventStream, signedInCookie } from '../../testing/event-stream-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { LiveUpdatesHub } from '../../application/live-updates/live-updates-hub.service';

/** Two API processes on one database (behind a load balancer) stay in step. */
describe('live updates across API instances', () => {
  let first: TestApp;
  let second: TestApp;
  let writer: TestAgent;

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp(first.databaseUrl);
    writer = await first.signedInAgent();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('a change made through one instance reaches a reader of the other', async () => {
    // The session lives in PostgreSQL: a cookie from either instance is good on both.
    const stream = await openEventStream(second, '/api/sse/ampere-updates', await signedInCookie(first));
    expect(await stream.nextEvent()).toEqual({ type: 'connected' });
    const customer = await addCustomer(writer, { name: 'من النسخة الأولى' });
    expect(await stream.nextEvent()).toEqual({
      type: 'ampere-customer-created',
      data: { id: customer.id, name: 'من النسخة الأولى' },
    });
    stream.close();
  });

  it('closes its open streams when the instance shuts down', async () => {
    const third = await startTestApp(first.databaseUrl);
    const stream = await openEventStream(third, '/api/sse/kwh-updates', await signedInCookie(third));
    expect(await stream.nextEvent()).toEqual({ type: 'connected' });
    expect(third.app.get(LiveUpdatesHub).subscriberCount()).toBe(1);
    await third.close();
    await stream.ended;
  });
});
