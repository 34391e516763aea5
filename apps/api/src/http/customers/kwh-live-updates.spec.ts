import { Client } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import {
  LIVE_UPDATES_CHANNEL,
  parseCustomerChange,
  type CustomerChangeNotification,
} from '@kahraba/persistence';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Live updates (docs/business-rules.md#live-updates): every kWh writer tells its group's stream, on commit
 * only.
 */
describe('live updates from the metered groups', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let listener: Client;
  const heard: CustomerChangeNotification[] = [];

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    listener = new Client({ connectionString: testApp.databaseUrl });
    await listener.connect();
    listener.on('notification', (message) => {
      const change = parseCustomerChange(message.payload ?? '');
      if (change) heard.push(change);
    });
    await listener.query(`LISTEN ${LIVE_UPDATES_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await testApp.close();
  });

  /** Waits until `count` notifications have arrived (they follow the commit on the same server). */
  const settle = async (count: number) => {
    while (heard.length < count) await new Promise((resolve) => setImmediate(resolve));
    return heard.splice(0, count);
  };

  it('announces creates, edits, payments, deletes, restores and month closes of the group', async () => {
    const created = (
      await agent.post('/api/baydawi-kwh-customers').send({ name: 'جديد', ampere: 1 }).expect(201)
    ).body;
    await agent.patch(`/api/baydawi-kwh-customers/${created.id}`).send({ currentKwh: 4 }).expect(200);
    await agent.patch(`/api/baydawi-kwh-customers/${created.id}/mark-paid`).expect(200);
    const removed = (await agent.delete(`/api/baydawi-kwh-customers/${created.id}`).expect(200)).body;
    const restored = (await agent.post(`/api/baydawi-kwh-archived/${removed.archivedId}/restore`).expect(200))
      .body;
    // A refused write announces nothing: its transaction rolled back.
    await agent.patch(`/api/baydawi-kwh-customers/${restored.id}`).send({ currentKwh: -1 }).expect(400);
    await agent.post('/api/baydawi-kwh-customers/new-month').send({}).expect(200);

    expect(await settle(6)).toEqual([
      { system: 'baydawi-kwh', kind: 'created', data: { id: created.id, name: 'جديد' } },
      { system: 'baydawi-kwh', kind: 'updated', data: { id: created.id, name: 'جديد' } },
      { system: 'baydawi-kwh', kind: 'updated', data: { id: created.id, name: 'جديد' } },
      { system: 'baydawi-kwh', kind: 'deleted', data: { id: created.id, name: 'جديد' } },
      { system: 'baydawi-kwh', kind: 'created', data: { id: restored.id, name: 'جديد' } },
      {
        system: 'baydawi-kwh',
        kind: 'updated',
        data: { id: expect.any(String), name: 'new-month', count: 1 },
      },
    ]);
  });
});
