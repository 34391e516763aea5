import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { BackupMismatchError, BackupUnreadableError } from '@kahraba/billing-domain';
import { ormOptions } from '../database/orm-options';
import { MIGRATIONS } from '../migrations/migration-list';
import { SqlDatabase } from '../sql/sql-database';
import { asWrittenBeforeIssue27, rewriteBackup } from '../testing/backup-file-forgery';
import { withMigrator } from '../testing/database-before-migration';
import { createDemoTestDatabase } from '../testing/demo-test-database';
import { databaseUrlFor } from '../database/database-url-for';
import { createTestDatabase } from '../testing/test-cluster';
import { listTables, measureTables, useCanonicalText, writeBackup } from './database-backup';
import { databaseHoldsData, inspectBackup, restoreBackup, verifyBackup } from './database-restore';

/** docs/backups.md: the backup file, its verification and its restore, against the real PostgreSQL. */
describe('database backups', () => {
  let url: string;
  let db: SqlDatabase;
  let folder: string;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = new SqlDatabase(url);
    folder = mkdtempSync(join(tmpdir(), 'kahraba-backups-'));
    await db.query(
      `INSERT INTO ampere_records (customer_number, name, box, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, month)
       SELECT 1000 + n, 'عميل ' || n || E'\\nسطر ثانٍ\\tو\\\\', '7', 10, 5.25, 52.5, 30.10, 22.4, '2026-11'
       FROM generate_series(1, 300) AS n`,
    );
    // A collector who reads meters (docs/meter-reader.md): the permission is the business's too.
    await db.query(
      `INSERT INTO users (email, first_name, last_name, role, meter_reader, password_hash)
       VALUES ('sami@example.com', 'سامي', 'عون', 'collector', true, 'x')`,
    );
    await db.query(
      `INSERT INTO audit_log (actor, action, details) SELECT 'cli:owner', 'record-payment', '{}'
       FROM generate_series(1, 5)`,
    );
    // An undoable price change: the rows whose foreign keys broke every restore (docs/backups.md).
    await db.query(
      `WITH grouped AS (INSERT INTO batch_groups (kind, previous_exchange_rate) VALUES ('prices', 89500)
                        RETURNING id),
            batch AS (INSERT INTO batches (system, kind, group_id, updated_count)
                      SELECT 'ampere', 'update-prices', id, 300 FROM grouped RETURNING id)
       INSERT INTO batch_entries (batch_id, record_id, action, previous)
       SELECT batch.id, r.id, 'updated', jsonb_build_object('ampere_price', 5) FROM batch, ampere_records r`,
    );
  });
  afterAll(async () => {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function emptyDatabase(): Promise<string> {
    const name = `restore_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: process.env.KAHRABA_TEST_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return databaseUrlFor(process.env.KAHRABA_TEST_ADMIN_URL!, name);
  }

  it('writes one private file whose manifest counts and sums every table', async () => {
    const file = join(folder, 'kahraba-2026-11-26T0300.backup');
    const result = await writeBackup(url, file, '0.1.0');

    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder).filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(result.bytes).toBe(statSync(file).size);
    const records = result.manifest.tables.find((table) => table.name === 'ampere_records')!;
    expect(records.rows).toBe(300);
    expect(records.sums).toMatchObject({ amount: '15750.00', amount_paid: '9030.00' });
    expect(result.manifest.schemaVersion).toBe(MIGRATIONS[MIGRATIONS.length - 1].name);
    expect(result.manifest.tables.map((table) => table.name)).not.toContain('sessions');
    // Tables are written after the tables they refer to.
    const order = result.manifest.tables.map((table) => table.name);
    expect(order.indexOf('billing_systems')).toBeLessThan(order.indexOf('kwh_customers'));
    expect(order.indexOf('batch_groups')).toBeLessThan(order.indexOf('batches'));
    expect(order.indexOf('batches')).toBeLessThan(order.indexOf('batch_entries'));
    expect(await inspectBackup(file)).toEqual(result.manifest);
  });

  it('verifies a good file in a scratch database and leaves no scratch database behind', async () => {
    const file = join(folder, 'verify.backup');
    await writeBackup(url, file, '0.1.0');
    const verified = await verifyBackup(file, url);
    expect(verified.tables.find((table) => table.name === 'ampere_records')?.rows).toBe(300);
    const scratch = await db.query(`SELECT datname FROM pg_database WHERE datname LIKE 'kahraba_verify_%'`);
    expect(scratch).toEqual([]);
  });

  it('refuses a file with one byte changed, a truncated file and another file', async () => {
    const file = join(folder, 'good.backup');
    await writeBackup(url, file, '0.1.0');
    const bytes = readFileSync(file);

    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    writeFileSync(join(folder, 'changed.backup'), changed);
    await expect(verifyBackup(join(folder, 'changed.backup'), url)).rejects.toBeInstanceOf(
      BackupUnreadableError,
    );

    writeFileSync(join(folder, 'cut.backup'), bytes.subarray(0, bytes.length - 100));
    await expect(verifyBackup(join(folder, 'cut.backup'), url)).rejects.toBeInstanceOf(BackupUnreadableError);

    writeFileSync(join(folder, 'notes.backup'), 'hello');
    await expect(inspectBackup(join(folder, 'notes.backup'))).rejects.toBeInstanceOf(BackupUnreadableError);
  });

  it('refuses a well-formed file whose data does not match its manifest', async () => {
    const file = join(folder, 'mismatch.backup');
    await writeBackup(url, file, '0.1.0');
    // Rewrite it with one amount changed and a fresh digest: only the manifest's sums can tell.
    rewriteBackup(file, join(folder, 'forged.backup'), (text) => text.replace('\t52.50\t', '\t52.51\t'));
    await expect(verifyBackup(join(folder, 'forged.backup'), url)).rejects.toBeInstanceOf(
      BackupMismatchError,
    );
  });

  it('restores into an empty database: the same rows, and new ids continue after them', async () => {
    const file = join(folder, 'restore.backup');
    await writeBackup(url, file, '0.1.0');
    const target = await emptyDatabase();
    expect(await databaseHoldsData(target)).toBe(false);
    await restoreBackup(file, target, { upgrade: true });

    const restored = new SqlDatabase(target);
    try {
      const [original] = await db.query<{ names: string }>(
        `SELECT string_agg(name, '|' ORDER BY id) AS names FROM ampere_records`,
      );
      const [copy] = await restored.query<{ names: string }>(
        `SELECT string_agg(name, '|' ORDER BY id) AS names FROM ampere_records`,
      );
      expect(copy.names).toBe(original.names);
      expect(await restored.query('SELECT email, role, meter_reader AS "meterReader" FROM users')).toEqual([
        { email: 'sami@example.com', role: 'collector', meterReader: true },
      ]);
      const [next] = await restored.query<{ id: string }>(
        `INSERT INTO audit_log (actor, action, details) VALUES ('cli:owner', 'restore-backup', '{}')
         RETURNING id::text AS id`,
      );
      const [max] = await db.query<{ id: string }>(`SELECT max(id)::text AS id FROM audit_log`);
      expect(BigInt(next.id)).toBeGreaterThan(BigInt(max.id));
      expect(await databaseHoldsData(target)).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('restores a file written before row checksums (release of 2026-11-27), its tables in alphabetical order (batch_entries first)', async () => {
    const file = join(folder, 'current.backup');
    await writeBackup(url, file, '0.1.0');
    const old = join(folder, 'alphabetical.backup');
    rewriteBackup(file, old, asWrittenBeforeIssue27);
    expect((await inspectBackup(old)).tables.map((table) => table.name)).toEqual(
      (await inspectBackup(file)).tables.map((table) => table.name).sort(),
    );

    await verifyBackup(old, url);
    const target = await emptyDatabase();
    await restoreBackup(old, target, { upgrade: true });
    const restored = new SqlDatabase(target);
    try {
      expect(await restored.query(`SELECT count(*)::int AS entries FROM batch_entries`)).toEqual([
        { entries: 300 },
      ]);
    } finally {
      await restored.close();
    }
  });

  it('refuses a file whose sums agree but whose rows differ (a name changed)', async () => {
    const file = join(folder, 'renamed.backup');
    await writeBackup(url, file, '0.1.0');
    const forged = join(folder, 'renamed-forged.backup');
    rewriteBackup(file, forged, (text) => text.replace('عميل 7', 'عميل 8'));
    await expect(verifyBackup(forged, url)).rejects.toBeInstanceOf(BackupMismatchError);
  });

  it('leaves the database it restores into exactly as it was when the restore fails', async () => {
    const target = await emptyDatabase();
    const good = join(folder, 'before-failure.backup');
    await writeBackup(url, good, '0.1.0');
    await restoreBackup(good, target, { upgrade: true });
    const before = await figuresOf(target);

    const broken = join(folder, 'fails-late.backup');
    rewriteBackup(good, broken, (text) => text.replace('\t52.50\t', '\t52.51\t'));
    await expect(restoreBackup(broken, target, { upgrade: true })).rejects.toBeInstanceOf(
      BackupMismatchError,
    );

    expect(await figuresOf(target)).toEqual(before);
    const left = await db.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'kahraba_restoring_%' OR datname LIKE 'kahraba_replaced_%'`,
    );
    expect(left).toEqual([]);
  });

  /** Every table's count, sums and checksum, as a restore would check them. */
  async function figuresOf(target: string) {
    const client = new Client({ connectionString: target });
    await client.connect();
    try {
      await client.query('BEGIN');
      await useCanonicalText(client);
      const tables = await listTables(client);
      const figures = await measureTables(client, tables);
      await client.query('COMMIT');
      return figures;
    } finally {
      await client.end();
    }
  }

  it('backs up, verifies and restores a demo business: every table the same rows, sums and checksum', async () => {
    // docs/business-demo.md: months of history in every billing system — batches and an undo, closes,
    // estimates and replaced meters, payments in both currencies and a void.
    const demo = await createDemoTestDatabase();
    const file = join(folder, 'demo.backup');
    await writeBackup(demo, file, '0.1.0');
    expect(
      (await verifyBackup(file, demo)).tables.find((table) => table.name === 'batch_entries')?.rows,
    ).toBeGreaterThan(0);
    const target = await emptyDatabase();
    await restoreBackup(file, target, { upgrade: false });
    expect(await figuresOf(target)).toEqual(await figuresOf(demo));
  });

  it('restores a demo business backed up at an older schema, then applies the newer migrations to its rows', async () => {
    const demo = await createDemoTestDatabase();
    // The business as the release before the last two migrations kept it.
    await withMigrator(demo, (migrator) => migrator.down({ to: MIGRATIONS[MIGRATIONS.length - 2].name }));
    const file = join(folder, 'demo-old.backup');
    await writeBackup(demo, file, '0.0.9');
    const target = await emptyDatabase();
    const result = await restoreBackup(file, target, { upgrade: true });
    expect(result.upgradedWith).toEqual(MIGRATIONS.slice(-2).map((migration) => migration.name));
    await withMigrator(demo, (migrator) => migrator.up());
    expect(await figuresOf(target)).toEqual(await figuresOf(demo));
  });

  it('takes a freshly migrated database for one without data', async () => {
    expect(await databaseHoldsData(await createTestDatabase())).toBe(false);
  });

  it('restores a backup of an older schema and then applies the newer migrations', async () => {
    const old = await emptyDatabase();
    const before = MIGRATIONS[MIGRATIONS.length - 3].name;
    const orm = await MikroORM.init(ormOptions(old));
    await orm.getMigrator().up({ to: before });
    await orm.close(true);
    const file = join(folder, 'old.backup');
    const taken = await writeBackup(old, file, '0.0.9');
    expect(taken.manifest.schemaVersion).toBe(before);

    const target = await emptyDatabase();
    const result = await restoreBackup(file, target, { upgrade: true });
    expect(result.upgradedWith).toEqual(MIGRATIONS.slice(-2).map((migration) => migration.name));
  });

  it('leaves nothing that looks complete when the backup fails', async () => {
    const file = join(folder, 'failed.backup');
    await expect(writeBackup(`${url}_missing`, file, '0.1.0')).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.part`)).toBe(false);
  });
});
