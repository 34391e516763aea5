import { Client, type Notification } from 'pg';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import {
  customerChangePayload,
  LIVE_UPDATES_CHANNEL,
  NOTIFIED_NAME_LENGTH,
  notifyCustomerChange,
  parseCustomerChange,
} from './customer-change.notification';

describe('customer change notifications', () => {
  let db: SqlDatabase;
  let listener: Client;
  const received: string[] = [];
  let arrived: (() => void) | null = null;

  function nextNotification(): Promise<string> {
    const seen = received.length;
    return new Promise((resolve) => {
      const check = (): void => {
        if (received.length > seen) resolve(received[seen]!);
        else arrived = check;
      };
      check();
    });
  }

  beforeAll(async () => {
    const url = await createTestDatabase();
    db = new SqlDatabase(url);
    listener = new Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (message: Notification) => {
      received.push(message.payload ?? '');
      arrived?.();
    });
    await listener.query(`LISTEN ${LIVE_UPDATES_CHANNEL}`);
  });

  afterAll(async () => {
    await listener.end();
    await db.close();
  });

  it('goes out when the writing transaction commits, with the system and the customer', async () => {
    const next = nextNotification();
    await db.transaction((tx) =>
      notifyCustomerChange(tx, 'mahmoud-kwh', 'created', { id: 'a1', name: 'علي' }),
    );
    expect(parseCustomerChange(await next)).toEqual({
      system: 'mahmoud-kwh',
      kind: 'created',
      data: { id: 'a1', name: 'علي' },
    });
  });

  it('never goes out when the writing transaction rolls back', async () => {
    const next = nextNotification();
    await expect(
      db.transaction(async (tx) => {
        await notifyCustomerChange(tx, 'ampere', 'deleted', { id: 'rolled-back', name: 'x' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await db.transaction((tx) => notifyCustomerChange(tx, 'ampere', 'updated', { id: 'after', name: 'y' }));
    // Notifications arrive in commit order: the first one after the rollback is the committed one.
    expect(parseCustomerChange(await next)?.data.id).toBe('after');
  });

  it('carries the count of a batch', async () => {
    const next = nextNotification();
    await db.transaction((tx) =>
      notifyCustomerChange(tx, 'kwh', 'updated', { id: 'batch-7', name: 'import', count: 1200 }),
    );
    expect(parseCustomerChange(await next)).toEqual({
      system: 'kwh',
      kind: 'updated',
      data: { id: 'batch-7', name: 'import', count: 1200 },
    });
  });

  it('cuts a very long name so PostgreSQL accepts the payload', async () => {
    const next = nextNotification();
    const longName = 'محمد'.repeat(5000);
    await db.transaction((tx) =>
      notifyCustomerChange(tx, 'ampere', 'created', { id: 'long', name: longName }),
    );
    const change = parseCustomerChange(await next);
    expect(change?.data.name).toBe(longName.slice(0, NOTIFIED_NAME_LENGTH));
  });
});

describe('customer change payload', () => {
  it('stays small even for a name of many-byte characters', () => {
    const payload = customerChangePayload({
      system: 'baydawi-kwh',
      kind: 'updated',
      data: { id: 'x', name: '😀'.repeat(3000) },
    });
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThan(8000);
    expect([...(parseCustomerChange(payload)?.data.name ?? '')]).toHaveLength(NOTIFIED_NAME_LENGTH);
  });

  it('reads anything that is not a customer change as nothing', () => {
    expect(parseCustomerChange('not json')).toBeNull();
    expect(parseCustomerChange('{"system":"ampere","kind":"moved","data":{"id":"1","name":"a"}}')).toBeNull();
    expect(parseCustomerChange('{"kind":"created","data":{"id":"1","name":"a"}}')).toBeNull();
  });
});
