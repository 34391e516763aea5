import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { Client, Pool } from 'pg';
import { ConflictError, RecordNotFoundError } from '@kahraba/billing-domain';
import {
  LIVE_UPDATES_CHANNEL,
  parseCustomerChange,
  type CustomerChangeNotification,
} from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { newCustomerFieldsOf } from '../customers/ampere-record-input';
import { ApplicationModule } from '../../application.module';
import { CreateCustomerCommand } from '../customers/create-customer.command';
import { DeleteCustomerCommand } from '../customers/delete-customer.command';
import { RecordPaymentCommand } from '../payments/record-payment.command';
import { CreateUserCommand } from '../access/create-user.command';
import { CustomerDeleted } from './customer-deleted.event';
import { UnitOfWork } from './unit-of-work';

const OPERATOR = 'operator@example.com';

/** What the live-update streams heard, and what another connection saw at that moment. */
interface Heard {
  change: CustomerChangeNotification;
  seen: { customers: number; auditEntries: number };
}

/**
 * The handler tier (no HTTP): commands through the CommandBus on a real PostgreSQL, heard on the
 * channel every API instance listens on (docs/developer-guide.md, "Unit of work and domain events").
 */
describe('the unit of work of a write handler', () => {
  let app: INestApplicationContext;
  let commands: CommandBus;
  let listener: Client;
  let observer: Pool;
  let waiting: ((heard: Heard) => void)[] = [];
  const unread: Promise<Heard>[] = [];

  const count = async (sql: string, params: unknown[] = []) =>
    (await observer.query<{ count: number }>(sql, params)).rows[0].count;

  /** The next change the streams hear (in commit order). */
  const nextHeard = (): Promise<Heard> =>
    unread.shift() ?? new Promise<Heard>((resolve) => waiting.push(resolve));

  const addCustomer = (name: string, idempotencyKey?: string) =>
    commands.execute<CreateCustomerCommand<{ id: string }>, { id: string }>(
      new CreateCustomerCommand('ampere', newCustomerFieldsOf({ name, box: '7', ampere: 5 }), {
        idempotencyKey,
      }),
    );

  beforeAll(async () => {
    const url = await createTestDatabase();
    app = await NestFactory.createApplicationContext(ApplicationModule.forDatabase(url), {
      logger: ['error'],
      abortOnError: false,
    });
    commands = app.get(CommandBus);
    observer = new Pool({ connectionString: url, max: 2 });
    listener = new Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (message) => {
      const change = parseCustomerChange(message.payload ?? '');
      if (!change) return;
      // What another connection sees the moment the change is heard.
      const heard = Promise.all([
        count('SELECT count(*)::int AS count FROM ampere_records WHERE id::text = $1', [change.data.id]),
        count('SELECT count(*)::int AS count FROM audit_log'),
      ]).then(([customers, auditEntries]) => ({ change, seen: { customers, auditEntries } }));
      const next = waiting.shift();
      if (next) void heard.then(next);
      else unread.push(heard);
    });
    await listener.query(`LISTEN ${LIVE_UPDATES_CHANNEL}`);
    await commands.execute(
      new CreateUserCommand(OPERATOR, 'سامي', 'الحلبي', 'operator', 'correct horse battery'),
    );
  });

  afterAll(async () => {
    waiting = [];
    await listener?.end();
    await observer?.end();
    await app?.close();
  });

  it('writes neither an audit entry nor a live update for a refused command', async () => {
    const auditEntries = await count('SELECT count(*)::int AS count FROM audit_log');
    await expect(
      commands.execute(new DeleteCustomerCommand('ampere', '00000000-0000-4000-8000-000000000000', OPERATOR)),
    ).rejects.toBeInstanceOf(RecordNotFoundError);
    expect(await count('SELECT count(*)::int AS count FROM audit_log')).toBe(auditEntries);
    // Commit order is delivery order: the next change heard is the next command's, nothing before it.
    const { id } = await addCustomer('بعد الرفض');
    expect((await nextHeard()).change).toEqual({
      system: 'ampere',
      kind: 'created',
      data: { id, name: 'بعد الرفض' },
    });
  });

  it('writes nothing of an event recorded by a change that then failed', async () => {
    const { id } = await addCustomer('باقٍ');
    await nextHeard();
    const auditEntries = await count('SELECT count(*)::int AS count FROM audit_log');
    await expect(
      app.get(UnitOfWork).run(async (tx, events) => {
        await tx.query('DELETE FROM ampere_records WHERE id = $1', [id]);
        events.record(new CustomerDeleted(OPERATOR, 'ampere', { id, name: 'باقٍ' }));
        throw new ConflictError('تغيّر السجل', 'RECORD_CHANGED');
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await count('SELECT count(*)::int AS count FROM audit_log')).toBe(auditEntries);
    expect(await count('SELECT count(*)::int AS count FROM ampere_records WHERE id = $1', [id])).toBe(1);
    const next = await addCustomer('التالي');
    expect((await nextHeard()).change.data).toEqual({ id: next.id, name: 'التالي' });
  });

  it('writes the audit entry in the transaction of the change, and tells the streams once it is committed', async () => {
    const { id } = await addCustomer('ناصر');
    await nextHeard();
    const before = await count('SELECT count(*)::int AS count FROM audit_log');
    const { paymentId } = await commands.execute<RecordPaymentCommand, { paymentId: string }>(
      new RecordPaymentCommand('ampere', id, { amount: 10, currency: 'USD', method: 'cash' }, OPERATOR),
    );
    const heard = await nextHeard();
    expect(heard.change).toEqual({ system: 'ampere', kind: 'updated', data: { id, name: 'ناصر' } });
    // Heard only when committed: another connection sees the customer and the new entry already.
    expect(heard.seen).toEqual({ customers: 1, auditEntries: before + 1 });
    const [entry] = (
      await observer.query<{ action: string; actor: string; sameTransaction: boolean }>(
        `SELECT a.action, a.actor, a.xmin = p.xmin AS "sameTransaction"
           FROM audit_log a JOIN payments p ON p.id::text = a.details->>'paymentId' WHERE p.id = $1`,
        [paymentId],
      )
    ).rows;
    expect(entry).toEqual({ action: 'record-payment', actor: OPERATOR, sameTransaction: true });
  });

  it('answers a repeated client id with the first answer, written and announced once', async () => {
    const { id } = await addCustomer('رامي');
    await nextHeard();
    const collectorEmail = 'collector@example.com';
    const collector = await commands.execute<CreateUserCommand, { id: string }>(
      new CreateUserCommand(collectorEmail, 'جابي', 'الحلبي', 'collector', 'correct horse battery'),
    );
    const body = { amount: 5, currency: 'USD', method: 'cash', clientId: 'phone-1:1', takenBy: collector.id };
    const send = () =>
      commands.execute<RecordPaymentCommand, { paymentId: string; created: boolean }>(
        new RecordPaymentCommand('ampere', id, body, collectorEmail, collector.id),
      );
    const first = await send();
    const auditEntries = await count('SELECT count(*)::int AS count FROM audit_log');
    expect(await send()).toEqual({ paymentId: first.paymentId, created: false });
    expect(await count(`SELECT count(*)::int AS count FROM payments WHERE client_id = 'phone-1:1'`)).toBe(1);
    expect(await count('SELECT count(*)::int AS count FROM audit_log')).toBe(auditEntries);

    const created = await addCustomer('مرة واحدة', 'add-once-1');
    expect(await addCustomer('مرة واحدة', 'add-once-1')).toEqual(created);
    expect(await count(`SELECT count(*)::int AS count FROM ampere_records WHERE name = 'مرة واحدة'`)).toBe(1);

    // Heard: the payment once, then the customer added once; the repeats said nothing.
    expect((await nextHeard()).change.data).toEqual({ id, name: 'رامي' });
    expect((await nextHeard()).change).toMatchObject({ kind: 'created', data: { id: created.id } });
    const { id: last } = await addCustomer('الأخير');
    expect((await nextHeard()).change.data).toEqual({ id: last, name: 'الأخير' });
  });
});
