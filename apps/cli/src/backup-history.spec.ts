import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { asWrittenBeforeIssue27, createDemoTestDatabase, rewriteBackup } from '@kahraba/persistence/testing';
import { buildHistoryDatabase, tablesWithoutRows } from '../../api/src/testing/history-test-data';
import { startTestApp, type TestApp } from '../../api/src/testing/test-app';
import { CreateUserCommand } from '../../api/src/application/access/create-user.command';
import { Database } from '../../api/src/application/database/sql-database.provider';
import { billing } from './testing/run-billing';
import { RunningApp, TestMachines } from './testing/running-app';
import { whatTheOfficeSees, type Read } from './testing/what-the-office-sees';

const OWNER = { email: 'owner@history.example', password: 'owner-history-password' };

/**
 * docs/backups.md, done when: a demo business (docs/business-demo.md) with a history on top, so that
 * every table holds rows (batches, undo, closes, payments, voids, manual archive, pending
 * registrations), is backed up while writes run, verified, restored
 * into a new DATA_DIR, and a second app shows the same statements and receipts; the same file as
 * the release before row checksums wrote it (tables in alphabetical order) restores too.
 */
describe('a backup of a database with a history', () => {
  let testApp: TestApp;
  const machines = new TestMachines();
  const apps = machines.apps;
  const folder = (name: string) => machines.folder(name);

  beforeAll(async () => {
    testApp = await startTestApp(await createDemoTestDatabase());
  });
  afterAll(async () => {
    await machines.clear();
    await testApp.close();
  });

  it('backs up while payments are written, verifies, and restores into a new DATA_DIR that shows the same', async () => {
    const history = await buildHistoryDatabase(testApp);
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand(OWNER.email, 'مالك', 'المولّد', 'admin', OWNER.password));
    expect(await tablesWithoutRows(testApp.databaseUrl)).toEqual([]);
    const db = testApp.app.get(Database);
    const env = { DATABASE_URL: testApp.databaseUrl, DATA_DIR: '', USER: 'owner' };
    const backups = folder('history-backups');

    // The backup, and 12 payments sent once its snapshot is being read, spread over its run.
    const paymentsNow = async () =>
      (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM payments`))[0].count;
    const before = await paymentsNow();
    const backupRun = billing(['backup', '--out', backups, '--json'], env);
    await backupHasStarted(db);
    const ampere = history.customerIds.ampere;
    const during = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        await new Promise((wait) => setTimeout(wait, index * 40));
        return pay(history.collector, ampere[index % ampere.length], 1.25);
      }),
    );
    const run = await backupRun;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const taken = JSON.parse(run.stdout) as { verified: boolean; tables: { name: string; rows: number }[] };
    expect(taken.verified).toBe(true);
    expect(during).toHaveLength(12);
    // One instant: every payment before the backup began, and none or some of those sent during it.
    const inTheFile = taken.tables.find((table) => table.name === 'payments')!.rows;
    expect(inTheFile).toBeGreaterThanOrEqual(before);
    expect(inTheFile).toBeLessThanOrEqual(before + 12);
    expect(await paymentsNow()).toBe(before + 12);

    // A quiet backup after the writes: the state to find again on a new machine.
    const quiet = JSON.parse((await billing(['backup', '--out', backups, '--json'], env)).stdout) as {
      file: string;
      verified: boolean;
    };
    expect(quiet.verified).toBe(true);
    const read: Read = async (path) => (await history.admin.get(path).expect(200)).body as unknown;
    const seenAtTheOffice = await whatTheOfficeSees(read);
    expect(Object.keys(seenAtTheOffice).length).toBeGreaterThan(10);

    const newMachine = join(folder('history-new-machine'), 'data');
    const restore = await billing(['restore', quiet.file], { DATABASE_URL: '', DATA_DIR: newMachine });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = await RunningApp.start(newMachine, OWNER);
    apps.push(restored);
    expect(await whatTheOfficeSees((path) => restored.call('GET', path))).toEqual(seenAtTheOffice);
    const receipt = (path: string) => restored.call('GET', path);
    expect(await receipt(`/api/payments/${history.voidedPayment.id}`)).toEqual(
      await read(`/api/payments/${history.voidedPayment.id}`),
    );
    await restored.stop();

    // The same file as the release before row checksums wrote it: verified and restored too.
    const old = join(backups, 'kahraba-2026-11-27T0300.backup');
    rewriteBackup(quiet.file, old, asWrittenBeforeIssue27);
    const verified = await billing(['backup', 'verify', old, '--json'], env);
    expect(verified.stderr).toBe('');
    expect(JSON.parse(verified.stdout)).toMatchObject({ ok: true });
    const oldMachine = join(folder('history-old-file'), 'data');
    const fromOld = await billing(['restore', old], { DATABASE_URL: '', DATA_DIR: oldMachine });
    expect(fromOld.stderr).toBe('');
    expect(fromOld.code).toBe(0);
  });
});

/** Waits until the backup holds its lock (the CLI takes a moment to start; the lock lasts the whole run). */
async function backupHasStarted(db: Database): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const [{ running }] = await db.query<{ running: boolean }>(
      `SELECT count(*) > 0 AS running FROM pg_stat_activity WHERE application_name IN ('kahraba-backup-lock', 'kahraba-backup')`,
    );
    if (running) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error('the backup never connected');
}

function pay(agent: TestAgent, customerId: string, amount: number): Promise<unknown> {
  return agent
    .post(`/api/ampere-records/${customerId}/payments`)
    .send({ amount })
    .expect(201)
    .then((response) => response.body as unknown);
}
