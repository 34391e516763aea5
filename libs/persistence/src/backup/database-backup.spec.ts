import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { BackupMismatchError, BackupUnreadableError } from '@kahraba/billing-domain';
import { ormOptions } from '../database/orm-options';
import { MIGRATIONS } from '../migrations/migration-list';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase, databaseUrlFor } from '../testing/test-cluster';
import { writeBackup } from './database-backup';
import { databaseHoldsData, inspectBackup, restoreBackup, verifyBackup } from './database-restore';

/** issue 17: the backup file, its verification and its restore, against the real PostgreSQL. */
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
    await db.query(
      `INSERT INTO audit_log (actor, action, details) SELECT 'cli:owner', 'record-payment', '{}'
       FROM generate_series(1, 5)`,
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
    // Tables load after the tables they refer to.
    const order = result.manifest.tables.map((table) => table.name);
    expect(order.indexOf('billing_systems')).toBeLessThan(order.indexOf('kwh_customers'));
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
    const text = gunzipSync(readFileSync(file)).toString();
    const body = text.slice(0, text.lastIndexOf('END ')).replace('\t52.50\t', '\t52.51\t');
    const forged = `${body}END ${createHash('sha256').update(body).digest('hex')}\n`;
    writeFileSync(join(folder, 'forged.backup'), gzipSync(forged));
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
