import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BackupMismatchError, BackupNewerThanAppError, BackupUnreadableError } from '@kahraba/billing-domain';
import { migrateDatabase } from '../database/migrate-database';
import { ormOptions } from '../database/orm-options';
import { databaseUrlFor } from '../testing/test-cluster';
import { MIGRATIONS } from '../migrations/migration-list';
import { BackupFileReader } from './backup-file';
import { differencesFrom, type BackupManifest, type BackupTableFigures } from './backup-manifest';
import { measureTables, quoted } from './database-backup';

/**
 * Reads the whole file once without touching any database: the manifest, every section's row count
 * against it, and the closing digest. Restore does this first, so a bad file never costs the data
 * it would replace.
 */
export async function inspectBackup(file: string): Promise<BackupManifest> {
  const reader = new BackupFileReader(file);
  try {
    const manifest = await reader.readManifest();
    for (const table of manifest.tables) {
      const rows = await reader.skipSection();
      if (rows !== table.rows)
        throw new BackupUnreadableError(`${table.name}: ${rows} rows, expected ${table.rows}`);
    }
    await reader.readTrailer();
    return manifest;
  } finally {
    reader.close();
  }
}

/** A backup of a schema this program does not know (taken by a newer version) cannot be restored. */
export function assertRestorable(manifest: BackupManifest): void {
  const known = MIGRATIONS.map((migration) => migration.name);
  if (manifest.schemaVersion && !known.includes(manifest.schemaVersion))
    throw new BackupNewerThanAppError(manifest.schemaVersion);
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations newer than the backup, applied after its data was loaded. */
  upgradedWith: string[];
}

/**
 * Loads a backup into the database at `url`, replacing whatever its schema holds: migrate an empty
 * schema up to the backup's schema version, load every table in one transaction (triggers off, rows
 * in foreign-key order, sequences set), check every count and sum against the manifest before
 * committing, then (with `upgrade`) apply the migrations that are newer than the backup.
 */
export async function restoreBackup(
  file: string,
  url: string,
  options: { upgrade: boolean },
): Promise<RestoreResult> {
  const manifest = await inspectBackup(file);
  assertRestorable(manifest);

  const client = new Client({ connectionString: url, application_name: 'kahraba-restore' });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  if (manifest.schemaVersion) await migrateTo(url, manifest.schemaVersion);
  await loadData(file, url, manifest);
  const upgradedWith = options.upgrade ? await migrateDatabase(url) : [];
  return { manifest, upgradedWith };
}

async function migrateTo(url: string, schemaVersion: string): Promise<void> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    await orm.getMigrator().up({ to: schemaVersion });
  } finally {
    await orm.close(true);
  }
}

async function loadData(file: string, url: string, manifest: BackupManifest): Promise<void> {
  const client = new Client({ connectionString: url, application_name: 'kahraba-restore' });
  await client.connect();
  const reader = new BackupFileReader(file);
  try {
    await reader.readManifest();
    await client.query('BEGIN');
    const names = manifest.tables.map((table) => quoted(table.name));
    for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    // The rows the migrations seeded (the billing systems...) are in the backup too, as they were then.
    if (names.length) await client.query(`TRUNCATE ${names.join(', ')}`);
    for (const table of manifest.tables) {
      const counted = { rows: 0 };
      await pipeline(
        Readable.from(reader.section(counted)),
        client.query(
          copyFrom(`COPY ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) FROM STDIN`),
        ),
      );
    }
    await reader.readTrailer();
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue === null)
        await client.query(
          `SELECT setval($1::regclass, start_value, false) FROM pg_sequences
           WHERE schemaname = 'public' AND sequencename = $2`,
          [quoted(sequence.name), sequence.name],
        );
      else
        await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
          quoted(sequence.name),
          sequence.lastValue,
        ]);
    }
    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    const found = await measureTables(
      client,
      manifest.tables.map((table) => table.name),
    );
    const differences = differencesFrom(manifest.tables, found);
    if (differences.length) throw new BackupMismatchError(differences);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    reader.close();
    await client.end().catch(() => undefined);
  }
}

export interface VerifyResult {
  manifest: BackupManifest;
  tables: BackupTableFigures[];
}

/**
 * Restores the file into a scratch database on the same server (created, then dropped whatever
 * happens), which checks every count and sum against the manifest.
 */
export async function verifyBackup<T = undefined>(
  file: string,
  url: string,
  inspectRestored?: (scratchUrl: string) => Promise<T>,
): Promise<VerifyResult & { inspected?: T }> {
  await inspectBackup(file);
  const scratch = `kahraba_verify_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url, application_name: 'kahraba-verify' });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${scratch}`);
    try {
      const scratchUrl = databaseUrlFor(url, scratch);
      const { manifest } = await restoreBackup(file, scratchUrl, { upgrade: false });
      const inspected = inspectRestored ? await inspectRestored(scratchUrl) : undefined;
      return { manifest, tables: manifest.tables, inspected };
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Whether the database holds the business's data: a user, an audit entry, a customer (live or
 * archived) or a payment. A database where the app ran once holds its first administrator; a freshly
 * migrated one holds only what the migrations seed (the billing systems, the exchange rate...).
 */
export async function databaseHoldsData(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname = ANY($1)`,
      [BUSINESS_TABLES],
    );
    for (const { name } of rows) {
      const result = await client.query(`SELECT 1 FROM ${quoted(name)} LIMIT 1`);
      if (result.rowCount) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** The tables whose rows only people put there (no migration seeds them). */
const BUSINESS_TABLES = [
  'users',
  'audit_log',
  'ampere_records',
  'archived_records',
  'monthly_archives',
  'kwh_customers',
  'kwh_archived_customers',
  'kwh_monthly_archives',
  'payments',
];

/** How many other sessions are connected to the database (a running app holds several). */
export async function otherConnections(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
}

/** What a database holds, as restore reports it: live customers per system, payments, the last one. */
export interface BackupDataSummary {
  customers: { system: string; name: string; count: number }[];
  payments: number;
  lastPaymentAt: string | null;
}

export async function describeBackupData(url: string): Promise<BackupDataSummary> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const customers = await client.query<{ system: string; name: string; count: number }>(
      `SELECT s.id AS system, s.arabic_name AS name,
              CASE WHEN s.tariff = 'flat-per-ampere' THEN (SELECT count(*) FROM ampere_records)
                   ELSE (SELECT count(*) FROM kwh_customers k WHERE k.system = s.id) END::int AS count
       FROM billing_systems s ORDER BY s.display_order, s.id`,
    );
    const [payments] = (
      await client.query<{ count: number; last: Date | null }>(
        `SELECT count(*)::int AS count, max(received_at) AS last FROM payments WHERE voided_at IS NULL`,
      )
    ).rows;
    return {
      customers: customers.rows,
      payments: payments.count,
      lastPaymentAt: payments.last?.toISOString() ?? null,
    };
  } finally {
    await client.end();
  }
}

/** The manifest at a backup file's head, read without the rest (for listing backups). */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const reader = new BackupFileReader(file);
  try {
    return await reader.readManifest();
  } finally {
    reader.close();
  }
}
