import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BackupMismatchError, BackupNewerThanAppError, BackupUnreadableError } from '@kahraba/billing-domain';
import { migrateDatabase, migrateDatabaseTo } from '../database/migrate-database';
import { databaseUrlFor } from '../database/database-url-for';
import { MIGRATION_NAMES } from '../migrations/migration-names';
import { BackupFileReader } from './backup-file';
import { differencesFrom, type BackupManifest, type BackupTableFigures } from './backup-manifest';
import { backupClient, measureTables, quoted, useCanonicalText } from './database-backup';

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
  if (manifest.schemaVersion && !MIGRATION_NAMES.includes(manifest.schemaVersion))
    throw new BackupNewerThanAppError(manifest.schemaVersion);
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations newer than the backup, applied after its data was loaded. */
  upgradedWith: string[];
}

/**
 * Restores a backup as the database at `url` without ever destroying what is there (docs/backups.md): the
 * file loads into a new database beside it, every count, sum and row checksum is checked against
 * the manifest, newer migrations are applied (with `upgrade`), and only then does the new database
 * take the old one's name, in one transaction. A restore that fails at any step drops the new
 * database and leaves the old one exactly as it was. Needs the right to create databases (as
 * verify does) and no one connected to the target (the app stopped).
 */
export async function restoreBackup(
  file: string,
  url: string,
  options: { upgrade: boolean },
): Promise<RestoreResult> {
  const manifest = await inspectBackup(file);
  assertRestorable(manifest);
  return withNewDatabase(url, 'kahraba_restoring', async (restoringUrl) => {
    const upgradedWith = await loadBackupInto(file, restoringUrl, manifest, options);
    await takeItsPlace(restoringUrl, url);
    return { manifest, upgradedWith };
  });
}

export interface VerifyResult {
  manifest: BackupManifest;
  tables: BackupTableFigures[];
}

/**
 * Restores the file into a scratch database on the same server (created, then dropped whatever
 * happens), which checks every count, sum and row checksum against the manifest.
 */
export async function verifyBackup<T = undefined>(
  file: string,
  url: string,
  inspectRestored?: (scratchUrl: string) => Promise<T>,
): Promise<VerifyResult & { inspected?: T }> {
  const manifest = await inspectBackup(file);
  assertRestorable(manifest);
  return withNewDatabase(url, 'kahraba_verify', async (scratchUrl) => {
    await loadBackupInto(file, scratchUrl, manifest, { upgrade: false });
    const inspected = inspectRestored ? await inspectRestored(scratchUrl) : undefined;
    return { manifest, tables: manifest.tables, inspected };
  });
}

/** Runs `work` on a new, empty database of the server of `url`, dropped afterwards if still there. */
async function withNewDatabase<T>(
  url: string,
  prefix: string,
  work: (newUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await connectToMaintenance(url, 'kahraba-restore');
  try {
    await admin.query(`CREATE DATABASE ${quoted(name)}`);
    try {
      return await work(databaseUrlFor(url, name));
    } finally {
      // After a restore took the target's place this name is gone: nothing to drop.
      await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    }
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * The restored database takes the target's name and keeps its per-database settings; the old one
 * is dropped once the rename is committed (it was backed up first when it held data).
 */
async function takeItsPlace(restoredUrl: string, targetUrl: string): Promise<void> {
  const restored = databaseNameOf(restoredUrl);
  const target = databaseNameOf(targetUrl);
  const replaced = `kahraba_replaced_${randomBytes(6).toString('hex')}`;
  const admin = await connectToMaintenance(targetUrl, 'kahraba-restore');
  try {
    const { rows } = await admin.query<{ setting: string }>(
      `SELECT unnest(s.setconfig) AS setting FROM pg_db_role_setting s
       JOIN pg_database d ON d.oid = s.setdatabase WHERE d.datname = $1 AND s.setrole = 0`,
      [target],
    );
    for (const { setting } of rows) {
      const at = setting.indexOf('=');
      await admin.query(
        `ALTER DATABASE ${quoted(restored)} SET ${quoted(setting.slice(0, at))} = ${settingValue(setting.slice(at + 1))}`,
      );
    }
    await admin.query('BEGIN');
    await admin.query(`ALTER DATABASE ${quoted(target)} RENAME TO ${quoted(replaced)}`);
    await admin.query(`ALTER DATABASE ${quoted(restored)} RENAME TO ${quoted(target)}`);
    await admin.query('COMMIT');
  } catch (error) {
    await admin.query('ROLLBACK').catch(() => undefined);
    await admin.end().catch(() => undefined);
    throw error;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(replaced)} WITH (FORCE)`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * A session on the server's maintenance database (`postgres`, else `template1`): databases can be
 * created, renamed and dropped from there, never from inside themselves.
 */
async function connectToMaintenance(url: string, applicationName: string): Promise<Client> {
  let lastError: unknown;
  for (const database of ['postgres', 'template1']) {
    const client = backupClient(databaseUrlFor(url, database), applicationName);
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
    }
  }
  throw lastError;
}

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/**
 * A stored setting's value as SET takes it: a list (`"$user", public`) is stored in SET's own
 * syntax and goes back as it is; a single value (`Asia/Beirut`) is quoted.
 */
function settingValue(text: string): string {
  return text.includes(',') ? text : `'${text.replace(/'/g, "''")}'`;
}

/** Builds the backup's schema in an empty database, loads its rows, then applies newer migrations. */
async function loadBackupInto(
  file: string,
  url: string,
  manifest: BackupManifest,
  options: { upgrade: boolean },
): Promise<string[]> {
  if (manifest.schemaVersion) await migrateDatabaseTo(url, manifest.schemaVersion);
  await loadData(file, url, manifest);
  return options.upgrade ? await migrateDatabase(url) : [];
}

/**
 * Loads every table in one transaction, in the file's order whatever it is: the foreign keys are
 * lifted while the rows load and put back after, which checks every row against them at once (as
 * pg_restore creates constraints after the data). Files written before row checksums (release of 2026-11-27) list their tables
 * alphabetically, with batch_entries before batches. User triggers are off (the rows are loaded as
 * they were, not acted on), sequences continue after the restored ids, and every count, sum and
 * checksum must match the manifest before anything is committed.
 */
async function loadData(file: string, url: string, manifest: BackupManifest): Promise<void> {
  const client = backupClient(url, 'kahraba-restore');
  await client.connect();
  const reader = new BackupFileReader(file);
  try {
    await reader.readManifest();
    await client.query('BEGIN');
    await useCanonicalText(client);
    const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY oid`,
    );
    for (const key of foreignKeys)
      await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoted(key.name)}`);
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
    const broken: string[] = [];
    for (const key of foreignKeys) {
      await client.query('SAVEPOINT foreign_key');
      try {
        await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`);
        await client.query('RELEASE SAVEPOINT foreign_key');
      } catch (error) {
        await client.query('ROLLBACK TO SAVEPOINT foreign_key');
        broken.push(`${key.table}.${key.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (broken.length) throw new BackupMismatchError(broken);
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

/**
 * Whether the database holds the business's data: a user, an audit entry, a customer (live or
 * archived) or a payment. A database where the app ran once holds its first administrator; a freshly
 * migrated one holds only what the migrations seed (the billing systems, the exchange rate...).
 */
export async function databaseHoldsData(url: string): Promise<boolean> {
  const client = backupClient(url, 'kahraba-restore');
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

/**
 * The tables whose rows only people put there (no migration seeds them): a database holding any of
 * them is replaced only with --force, after its own verified backup.
 */
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
  'meter_readings',
  'pending_customers',
  'batches',
  'month_closes',
  'generators',
  'generator_costs',
];

/** How many other sessions are connected to the database (a running app holds several). */
export async function otherConnections(url: string): Promise<number> {
  const client = backupClient(url, 'kahraba-restore');
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
  const client = backupClient(url, 'kahraba-restore');
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
