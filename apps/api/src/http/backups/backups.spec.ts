import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import { createDemoTestDatabase } from '@kahraba/persistence/testing';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { TakeBackupCommand } from '../../application/backups/take-backup.command';

/** docs/backups.md: /api/backups for administrators, the dashboard's status, and one nightly backup a night. */
describe('/api/backups', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let operator: TestAgent;
  let folder: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'kahraba-api-backups-'));
    Object.assign(process.env, {
      BACKUP_DIR: join(folder, 'backups'),
      BACKUP_COPY_DIR: join(folder, 'usb'),
      BACKUP_TIME: '00:00',
    });
    // A business with months of history (docs/business-demo.md), not an empty database.
    testApp = await startTestApp(await createDemoTestDatabase());
    admin = await testApp.signedInAgent('مدير', 'admin');
    operator = await testApp.signedInAgent();
  });
  afterAll(async () => {
    await testApp.close();
    process.env = saved;
    rmSync(folder, { recursive: true, force: true });
  });

  it('is for administrators; the dashboard status is for everyone signed in', async () => {
    await operator.get('/api/backups').expect(403);
    await operator.post('/api/backups').expect(403);
    await operator.get('/api/backups/kahraba-2026-11-26T0300.backup').expect(403);
    const status = await operator.get('/api/backups/status').expect(200);
    expect(status.body).toEqual({ lastVerifiedAt: null, problem: null });
  });

  it('backs up now: verified, copied to BACKUP_COPY_DIR, listed, downloadable and audited', async () => {
    // What a backup killed half-way left: never listed, and removed by the next backup.
    mkdirSync(join(folder, 'backups'), { recursive: true });
    writeFileSync(join(folder, 'backups', 'kahraba-2026-11-20T0300.backup.part'), 'half');
    const taken = await admin.post('/api/backups').expect(201);
    expect(taken.body).toMatchObject({ verified: true, verifyError: null, copyError: null });
    expect(taken.body.name).toMatch(/^kahraba-\d{4}-\d{2}-\d{2}T\d{4}\.backup$/);
    expect(taken.body.copiedTo).toBe(join(folder, 'usb', taken.body.name));
    expect(existsSync(taken.body.copiedTo)).toBe(true);

    expect(existsSync(join(folder, 'backups', 'kahraba-2026-11-20T0300.backup.part'))).toBe(false);
    const list = await admin.get('/api/backups').expect(200);
    expect(list.body).toMatchObject({
      directory: join(folder, 'backups'),
      copyDirectory: join(folder, 'usb'),
      nightlyAt: '00:00',
    });
    expect(list.body.backups).toEqual([
      expect.objectContaining({
        name: taken.body.name,
        bytes: taken.body.bytes,
        takenAt: taken.body.takenAt,
        verification: expect.objectContaining({ ok: true }),
      }),
    ]);

    const download = await admin
      .get(`/api/backups/${taken.body.name}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${taken.body.name}"`);
    expect(
      Buffer.compare(download.body as Buffer, readFileSync(join(folder, 'backups', taken.body.name))),
    ).toBe(0);
    await admin.get('/api/backups/..%2Fembedded-postgres.json').expect(404);
    await admin.get('/api/backups/kahraba-2020-01-01T0300.backup').expect(404);

    const status = await operator.get('/api/backups/status').expect(200);
    expect(status.body).toEqual({ lastVerifiedAt: taken.body.takenAt, problem: null });

    const [entry] = await testApp.app
      .get(Database)
      .query<{ actor: string; details: { trigger: string; verified: boolean } }>(
        `SELECT actor, details FROM audit_log WHERE action = 'take-backup' ORDER BY id DESC LIMIT 1`,
      );
    expect(entry.actor).toMatch(/^admin\d+@example\.com$/);
    expect(entry.details).toMatchObject({ trigger: 'web', verified: true });
  });

  it('takes one nightly backup a night, and none while another backup holds the lock', async () => {
    const commands = testApp.app.get(CommandBus);
    const holder = new Client({ connectionString: testApp.databaseUrl });
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(hashtext('kahraba-backup'))`);
      expect(await commands.execute(new TakeBackupCommand('nightly', { verify: true }))).toEqual({
        skipped: true,
        reason: 'in-progress',
      });
      const refused = await admin.post('/api/backups').expect(409);
      expect(refused.body.code).toBe('BACKUP_IN_PROGRESS');
    } finally {
      await holder.end();
    }

    // Any backup in BACKUP_DIR from today's BACKUP_TIME on counts as tonight's: start without one.
    rmSync(join(folder, 'backups'), { recursive: true, force: true });
    const first = await commands.execute(new TakeBackupCommand('nightly', { verify: true }));
    expect(first).toMatchObject({ verified: true });
    expect(await commands.execute(new TakeBackupCommand('nightly', { verify: true }))).toEqual({
      skipped: true,
      reason: 'taken-already',
    });
    const [entry] = await testApp.app
      .get(Database)
      .query<{ actor: string }>(
        `SELECT actor FROM audit_log WHERE action = 'take-backup' ORDER BY id DESC LIMIT 1`,
      );
    expect(entry.actor).toBe('system');
  });

  it('says loudly when a backup fails: one Arabic answer, the audit log and the status', async () => {
    const commands = testApp.app.get(CommandBus);
    // A nightly backup into a folder that cannot be made (a file stands where it should be).
    rmSync(join(folder, 'backups'), { recursive: true, force: true });
    const blocked = join(folder, 'not-a-folder');
    writeFileSync(blocked, 'a file');
    await expect(
      commands.execute(
        new TakeBackupCommand('nightly', { directory: join(blocked, 'backups'), verify: true }),
      ),
    ).rejects.toMatchObject({
      code: 'BACKUP_FAILED',
      message: expect.stringMatching(/^تعذّر أخذ النسخة الاحتياطية: /),
    });
    const status = await operator.get('/api/backups/status').expect(200);
    expect(status.body.problem.message).toMatch(/^تعذّر أخذ النسخة الاحتياطية: المسار ليس مجلداً/);
    const [entry] = await testApp.app
      .get(Database)
      .query<{ actor: string; details: { trigger: string; reason: string } }>(
        `SELECT actor, details FROM audit_log WHERE action = 'backup-failed' ORDER BY id DESC LIMIT 1`,
      );
    expect(entry).toEqual({
      actor: 'system',
      details: expect.objectContaining({ trigger: 'nightly', reason: status.body.problem.message }),
    });

    // "Back up now" into BACKUP_DIR when it cannot be written: 409 and the same kind of sentence.
    rmSync(join(folder, 'backups'), { recursive: true, force: true });
    writeFileSync(join(folder, 'backups'), 'a file');
    const refused = await admin.post('/api/backups').expect(409);
    expect(refused.body).toMatchObject({ code: 'BACKUP_FAILED' });
    expect(refused.body.message).toMatch(/^تعذّر أخذ النسخة الاحتياطية: /);
    rmSync(join(folder, 'backups'), { force: true });

    // A backup that is written and verified clears the problem; one that fails verification is the problem.
    const taken = await admin.post('/api/backups').expect(201);
    expect((await operator.get('/api/backups/status').expect(200)).body.problem).toBeNull();
    writeFileSync(
      join(folder, 'backups', `${taken.body.name}.verified`),
      JSON.stringify({
        verifiedAt: new Date().toISOString(),
        ok: false,
        error: 'batch_entries: 3 rows, expected 4',
      }),
    );
    const failed = await operator.get('/api/backups/status').expect(200);
    expect(failed.body.problem).toEqual({
      at: taken.body.takenAt,
      message: `آخر نسخة احتياطية (${taken.body.name}) لم تجتز التحقق ولا يُعتمد عليها: batch_entries: 3 rows, expected 4`,
    });
  });
});

/** Reads a download's body as bytes. */
function binary(response: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
