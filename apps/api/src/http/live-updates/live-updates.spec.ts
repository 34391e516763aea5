import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { notifyCustomerChange } from '@kahraba/persistence';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer } from '../../testing/ampere-test-data';
import { openEventStream, signedInCookie, type EventStreamClient } from '../../testing/event-stream-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  CustomerChangeListener,
  LISTENER_APPLICATION_NAME,
} from '../../application/live-updates/customer-change-listener.service';
import { LiveUpdatesHub } from '../../application/live-updates/live-updates-hub.service';

describe('live updates (GET /api/sse/{group}-updates)', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let cookie: string;
  let db: Database;
  let hub: LiveUpdatesHub;
  const open: EventStreamClient[] = [];

  beforeAll(async () => {
    process.env.LIVE_UPDATES_HEARTBEAT_MS = '200';
    testApp = await startTestApp();
    delete process.env.LIVE_UPDATES_HEARTBEAT_MS;
    agent = await testApp.signedInAgent();
    cookie = await signedInCookie(testApp);
    db = testApp.app.get(Database);
    hub = testApp.app.get(LiveUpdatesHub);
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
    jest.restoreAllMocks();
  });
  afterAll(() => testApp.close());

  /** A stream of `group`, read up to its `connected` event. */
  async function follow(group: string): Promise<EventStreamClient> {
    const stream = await openEventStream(testApp, `/api/sse/${group}-updates`, cookie);
    open.push(stream);
    expect(stream.status).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'connected' });
    return stream;
  }

  /** Resolves when no stream of this instance is open any more. */
  async function noStreamOpen(): Promise<void> {
    while (hub.subscriberCount() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  describe('opening a stream', () => {
    it.each(['ampere', 'kwh', 'mahmoud', 'baydawi'])(
      'streams %s updates as text/event-stream, uncompressed, starting with connected',
      async (group) => {
        const stream = await follow(group);
        expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
        expect(stream.headers['content-encoding']).toBeUndefined();
        expect(stream.headers['cache-control']).toContain('no-cache');
        expect(stream.headers.etag).toBeUndefined();
      },
    );

    it('refuses a reader who is not signed in (401)', async () => {
      const response = await testApp.agent().get('/api/sse/ampere-updates').expect(401);
      expect(response.body.message).toContain('يجب تسجيل الدخول');
      expect(hub.subscriberCount()).toBe(0);
    });

    it.each([
      '/api/sse/nobody-updates',
      '/api/sse/ampere',
      '/api/sse/-updates',
      '/api/sse/mahmoud-kwh-updates',
    ])('answers an unknown stream %s with an Arabic 404', async (path) => {
      const response = await agent.get(path).expect(404);
      expect(response.body).toEqual({
        message: 'قناة التحديثات المباشرة غير معروفة',
        code: 'UNKNOWN_UPDATES_GROUP',
      });
    });

    it('serves a group added as a row of billing_systems, without code', async () => {
      await db.query(
        `INSERT INTO billing_systems (id, tariff, arabic_name, display_order, updates_group)
         VALUES ('test-kwh', 'metered-per-kwh', 'مجموعة تجريبية', 9, 'test') ON CONFLICT DO NOTHING`,
      );
      const stream = await follow('test');
      await db.transaction((tx) =>
        notifyCustomerChange(tx, 'test-kwh', 'updated', { id: 'r1', name: 'ريم' }),
      );
      expect(await stream.nextEvent()).toEqual({
        type: 'test-customer-updated',
        data: { id: 'r1', name: 'ريم' },
      });
    });

    it('sends a heartbeat comment while nothing changes', async () => {
      const stream = await follow('ampere');
      expect(await stream.nextComment()).toBe(': heartbeat');
    });
  });

  describe('changes of ampere customers', () => {
    it('sends created, updated and deleted with the customer id and name', async () => {
      const stream = await follow('ampere');
      const customer = await addCustomer(agent, { name: 'نادر' });
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-created',
        data: { id: customer.id, name: 'نادر' },
      });
      await agent.patch(`/api/ampere-records/${customer.id}`).send({ name: 'نادر علي' }).expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-updated',
        data: { id: customer.id, name: 'نادر علي' },
      });
      await agent.delete(`/api/ampere-records/${customer.id}`).expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-deleted',
        data: { id: customer.id, name: 'نادر علي' },
      });
    });

    it('sends one event for a restore from the archive', async () => {
      const customer = await addCustomer(agent, { name: 'مستعاد' });
      const { archivedId } = (await agent.delete(`/api/ampere-records/${customer.id}`).expect(200)).body as {
        archivedId: string;
      };
      const stream = await follow('ampere');
      const restored = await agent.post(`/api/archived-records/${archivedId}/restore`).expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-created',
        data: { id: restored.body.id, name: 'مستعاد' },
      });
    });

    it('sends one event per batch of bulk work, with its kind and row count', async () => {
      await addCustomer(agent, { name: 'قديم', box: '77' });
      const stream = await follow('ampere');
      const batchOf = async (kind: string) => {
        const [batch] = await db.query<{ id: string }>(
          'SELECT id FROM batches WHERE kind = $1 ORDER BY created_at DESC LIMIT 1',
          [kind],
        );
        return batch!.id;
      };

      await agent
        .post('/api/ampere-records/bulk')
        .send({
          records: [
            { name: 'جديد أ', box: '78', ampere: 5 },
            { name: 'جديد ب', box: '79', ampere: 3 },
          ],
        })
        .expect(201);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-created',
        data: { id: await batchOf('import'), name: 'import', count: 2 },
      });

      const total = (
        await db.query<{ count: number }>('SELECT count(*)::int AS count FROM ampere_records')
      )[0]!.count;
      await agent
        .patch('/api/ampere-records/column-paste')
        .send({ column: 'address', data: ['أ', 'ب'] })
        .expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-updated',
        data: { id: await batchOf('column-paste'), name: 'column-paste', count: 2 },
      });

      await agent
        .patch('/api/ampere-records/update-all-prices')
        .send({ globalPrice: 16, lowPrice: 26, includeCustomPrices: true })
        .expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-updated',
        data: { id: await batchOf('update-all-prices'), name: 'update-all-prices', count: total },
      });

      await agent.patch('/api/ampere-records/mark-all-unpaid').expect(200);
      expect(await stream.nextEvent()).toMatchObject({
        type: 'ampere-customer-updated',
        data: { id: await batchOf('mark-all-unpaid'), name: 'mark-all-unpaid' },
      });

      const undone = await batchOf('mark-all-unpaid');
      await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
      expect(await stream.nextEvent()).toMatchObject({
        type: 'ampere-customer-updated',
        data: { id: undone, name: 'undo' },
      });
    });

    it('sends one event for a month close and one for archiving the live table', async () => {
      const stream = await follow('ampere');
      const clock = testApp.app.get(Clock);
      const live = (await agent.get('/api/ampere-records/month').expect(200)).body as { liveMonth: string };
      const [year, monthNumber] = live.liveMonth.split('-').map(Number) as [number, number];
      // The last days of the live month: it may be closed then.
      jest.spyOn(clock, 'now').mockReturnValue(new Date(year, monthNumber - 1, 28, 10, 0));
      const customers = (
        await db.query<{ count: number }>('SELECT count(*)::int AS count FROM ampere_records')
      )[0]!.count;
      await agent.post('/api/ampere-records/new-month').send({}).expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-updated',
        data: { id: live.liveMonth, name: 'new-month', count: customers },
      });

      // Archiving a whole table is an administrator's, behind the tables passcode.
      await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'live-pass'));
      const admin = await testApp.signedInAgent('مدير', 'admin');
      await admin.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'live-pass' }).expect(200);
      await admin.post('/api/ampere-records/archive').expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'ampere-customer-deleted',
        data: { id: 'ampere', name: 'manual_archive', count: customers },
      });
    });

    it('does not send another group its changes', async () => {
      const stream = await follow('ampere');
      await db.transaction((tx) =>
        notifyCustomerChange(tx, 'mahmoud-kwh', 'created', { id: 'm1', name: 'محمود' }),
      );
      const customer = await addCustomer(agent, { name: 'بعده' });
      // Commit order is delivery order: the first ampere event is the ampere customer.
      expect(await stream.nextEvent()).toMatchObject({ data: { id: customer.id } });
    });

    it('sends nothing for a change that was refused', async () => {
      const stream = await follow('ampere');
      await agent.post('/api/ampere-records').send({ name: '', ampere: 5 }).expect(400);
      const customer = await addCustomer(agent, { name: 'مقبول' });
      expect(await stream.nextEvent()).toMatchObject({ data: { id: customer.id, name: 'مقبول' } });
    });
  });

  describe('changes of metered customers', () => {
    it("reach the stream of the system's updates group (mahmoud-kwh → mahmoud), and only that one", async () => {
      const mahmoud = await follow('mahmoud');
      const baydawi = await follow('baydawi');
      const created = (
        await agent.post('/api/mahmoud-kwh-customers').send({ name: 'عداد محمود', ampere: 2 }).expect(201)
      ).body as { id: string };
      expect(await mahmoud.nextEvent()).toEqual({
        type: 'mahmoud-customer-created',
        data: { id: created.id, name: 'عداد محمود' },
      });
      const other = (
        await agent.post('/api/baydawi-kwh-customers').send({ name: 'عداد البيضاوي', ampere: 2 }).expect(201)
      ).body as { id: string };
      // The baydawi stream's first event is its own customer, not mahmoud's.
      expect(await baydawi.nextEvent()).toEqual({
        type: 'baydawi-customer-created',
        data: { id: other.id, name: 'عداد البيضاوي' },
      });
    });
  });

  describe('bulk work of metered customers', () => {
    it('sends exactly one event per batch: import (created), prices, paste and sort (updated)', async () => {
      const stream = await follow('baydawi');
      const batchOf = async (kind: string) =>
        (
          await db.query<{ id: string }>(
            "SELECT id FROM batches WHERE system = 'baydawi-kwh' AND kind = $1 ORDER BY created_at DESC LIMIT 1",
            [kind],
          )
        )[0]!.id;
      const customers = (
        await db.query<{ count: number }>(
          "SELECT count(*)::int + 2 AS count FROM kwh_customers WHERE system = 'baydawi-kwh'",
        )
      )[0]!.count;

      await agent
        .post('/api/baydawi-kwh-customers/bulk')
        .send({
          records: [
            { name: 'دفعة أ', box: '1', ampere: 2 },
            { name: 'دفعة ب', box: '2', ampere: 3 },
          ],
        })
        .expect(201);
      expect(await stream.nextEvent()).toEqual({
        type: 'baydawi-customer-created',
        data: { id: await batchOf('import'), name: 'import', count: 2 },
      });
      await agent
        .patch('/api/baydawi-kwh-customers/update-all-prices')
        .send({ pricePerKwh: '0.5' })
        .expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'baydawi-customer-updated',
        data: { id: await batchOf('update-all-prices'), name: 'update-all-prices', count: customers },
      });
      await agent
        .post('/api/baydawi-kwh-customers/column-paste')
        .send({ column: 'address', values: ['شارع أ'] })
        .expect(200);
      expect(await stream.nextEvent()).toEqual({
        type: 'baydawi-customer-updated',
        data: { id: await batchOf('column-paste'), name: 'column-paste', count: 1 },
      });
      await agent.post('/api/baydawi-kwh-customers/sort-permanently').expect(200);
      expect(await stream.nextEvent()).toMatchObject({
        type: 'baydawi-customer-updated',
        data: { id: await batchOf('sort-permanently'), name: 'sort-permanently' },
      });
      // Nothing more for those batches: the next event is the next change.
      const after = (
        await agent.post('/api/baydawi-kwh-customers').send({ name: 'بعد الدفعات', ampere: 1 }).expect(201)
      ).body as { id: string };
      expect(await stream.nextEvent()).toMatchObject({
        type: 'baydawi-customer-created',
        data: { id: after.id },
      });
    });

    it('sends one event for a readings import, with its batch and the rows it updated', async () => {
      const customer = (
        await agent.post('/api/mahmoud-kwh-customers').send({ name: 'قراءة', ampere: 2 }).expect(201)
      ).body as { id: string };
      const stream = await follow('mahmoud');
      await agent
        .post('/api/mahmoud-kwh-customers/bulk-update-readings')
        .send({ readings: [{ id: customer.id, newCurrentKwh: '120' }] })
        .expect(200);
      const [batch] = await db.query<{ id: string }>(
        "SELECT id FROM batches WHERE kind = 'readings-import' ORDER BY created_at DESC LIMIT 1",
      );
      expect(await stream.nextEvent()).toEqual({
        type: 'mahmoud-customer-updated',
        data: { id: batch!.id, name: 'readings-import', count: 1 },
      });
      // Nothing else for that batch: the next event is the next change.
      const after = (
        await agent.post('/api/mahmoud-kwh-customers').send({ name: 'بعد القراءات', ampere: 1 }).expect(201)
      ).body as { id: string };
      expect(await stream.nextEvent()).toMatchObject({
        type: 'mahmoud-customer-created',
        data: { id: after.id },
      });
    });
  });

  describe('readers going away', () => {
    it('forgets a stream as soon as its reader closes it', async () => {
      const streams = await Promise.all([follow('ampere'), follow('ampere'), follow('kwh')]);
      expect(hub.subscriberCount('ampere')).toBe(2);
      expect(hub.subscriberCount('kwh')).toBe(1);
      for (const stream of streams) stream.close();
      await noStreamOpen();
      expect(hub.subscriberCount()).toBe(0);
      // A change with nobody listening is fine.
      await addCustomer(agent, { name: 'لا أحد' });
    });

    it('ends the stream of a session that signed out (at its next heartbeat)', async () => {
      const ownCookie = await signedInCookie(testApp);
      const stream = await openEventStream(testApp, '/api/sse/ampere-updates', ownCookie);
      open.push(stream);
      expect(await stream.nextEvent()).toEqual({ type: 'connected' });
      await testApp.agent().post('/api/logout').set('Cookie', ownCookie).expect(204);
      await stream.ended;
      await noStreamOpen();
      // Another session's stream stays open.
      const other = await follow('ampere');
      expect(await other.nextComment()).toBe(': heartbeat');
    });

    it('keeps nothing after many readers came and went', async () => {
      for (let round = 0; round < 20; round += 1) (await follow('ampere')).close();
      await noStreamOpen();
      expect(hub.subscriberCount()).toBe(0);
    });
  });

  describe('the listening connection', () => {
    it('reconnects when PostgreSQL drops it; open streams end so browsers reconnect and refetch', async () => {
      const listener = testApp.app.get(CustomerChangeListener);
      const before = await follow('ampere');
      await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        LISTENER_APPLICATION_NAME,
      ]);
      await before.ended;
      await listener.whenListening();
      const after = await follow('ampere');
      const customer = await addCustomer(agent, { name: 'بعد الانقطاع' });
      expect(await after.nextEvent()).toMatchObject({
        type: 'ampere-customer-created',
        data: { id: customer.id },
      });
    });
  });
});
