import { chmod, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { QUERY_DEADLINES } from '../database/query-deadlines';
import { BackupFileWriter } from './backup-file';
import type { BackupManifest, BackupTableFigures } from './backup-manifest';

/**
 * Not in a backup: the migrations' own table (the manifest's schema version stands for it; restore
 * re-creates it by migrating), and the sign-in sessions, which are live credentials a copy on a USB
 * stick should not carry (after a restore everyone signs in again).
 */
export const TABLES_NOT_BACKED_UP = ['mikro_orm_migrations', 'sessions'] as const;

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * A consistent backup of the whole database while the app runs and writes (docs/backups.md): one
 * REPEATABLE READ, READ ONLY transaction sees one snapshot, so every table, count and sum is of the
 * same instant, as pg_dump does. Written to `<file>.part`, flushed to disk, then renamed: a killed
 * backup never leaves a file that looks complete. The file is readable by its owner only.
 */
export async function writeBackup(url: string, file: string, appVersion: string): Promise<BackupResult> {
  const client = backupClient(url, 'kahraba-backup');
  await client.connect();
  const partial = `${file}.part`;
  const writer = new BackupFileWriter(partial);
  let completed = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await useCanonicalText(client);
    const tables = await listTables(client);
    // As pg_dump: no table can be dropped or altered under the backup.
    if (tables.length) await client.query(`LOCK TABLE ${tables.map(quoted).join(', ')} IN ACCESS SHARE MODE`);
    const manifest = await readManifest(client, appVersion, tables);
    await writer.writeHeader(manifest);
    for (const table of manifest.tables) {
      const stream = client.query(
        copyTo(`COPY ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) TO STDOUT`),
      );
      for await (const chunk of stream) await writer.write(chunk as Buffer);
      await writer.endSection();
    }
    await writer.finish();
    await client.query('COMMIT');
    await chmod(partial, 0o600);
    await syncFile(partial);
    const { size } = await stat(partial);
    await rename(partial, file);
    await syncFile(dirname(file));
    completed = true;
    return { file, bytes: size, manifest };
  } finally {
    if (!completed) {
      writer.abort();
      await rm(partial, { force: true });
    }
    await client.end().catch(() => undefined);
  }
}

/**
 * A session of the backup tools (backup, verify, restore, their checks): it gives up connecting
 * after the app's connect deadline and finds a vanished server (docs/database-faults.md). No statement deadline:
 * a COPY of a large database runs as long as it must; a frozen server is the app's health to report.
 */
export function backupClient(url: string, applicationName: string): Client {
  return new Client({
    connectionString: url,
    application_name: applicationName,
    connectionTimeoutMillis: QUERY_DEADLINES.connectMs,
    keepAlive: true,
  });
}

/** Flushes a file (or a folder's entries) to the disk, so a power cut after the rename keeps it. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

/**
 * The database's own tables, each after the tables its foreign keys point to, so a file reads in the
 * order its rows can load (restore does not rely on it: it lifts the foreign keys while it loads).
 * The names are cast to text: node-postgres returns a `name[]` as the string "{batches}", and the
 * walk below then visited its characters and left the order alphabetical (docs/backups.md).
 */
export async function listTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; refers_to: string[] | null }>(
    `SELECT c.relname AS name,
            array_agg(DISTINCT r.relname::text) FILTER (WHERE r.relname IS NOT NULL AND r.oid <> c.oid) AS refers_to
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_constraint f ON f.conrelid = c.oid AND f.contype = 'f'
     LEFT JOIN pg_class r ON r.oid = f.confrelid
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname <> ALL($1)
     GROUP BY c.relname
     ORDER BY c.relname`,
    [TABLES_NOT_BACKED_UP],
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, visiting: Set<string>) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const target of rows.find((row) => row.name === name)?.refers_to ?? []) place(target, visiting);
    placed.add(name);
    ordered.push(name);
  };
  for (const row of rows) place(row.name, new Set());
  return ordered.filter((name) => rows.some((row) => row.name === name));
}

async function readManifest(client: Client, appVersion: string, tables: string[]): Promise<BackupManifest> {
  const [{ taken_at, server_version }] = (
    await client.query<{ taken_at: Date; server_version: string }>(
      `SELECT transaction_timestamp() AS taken_at, current_setting('server_version_num') AS server_version`,
    )
  ).rows;
  const migrations = await client.query<{ name: string }>(
    'SELECT name FROM mikro_orm_migrations ORDER BY id DESC LIMIT 1',
  );
  const sequences = await client.query<{ name: string; last_value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences
     WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return {
    format: 1,
    takenAt: taken_at.toISOString(),
    appVersion,
    schemaVersion: migrations.rows[0]?.name ?? '',
    serverVersion: Number(server_version),
    tables: await measureTables(client, tables),
    sequences: sequences.rows.map((row) => ({ name: row.name, lastValue: row.last_value })),
  };
}

/**
 * The session settings every row's text depends on (time stamps with a zone, floats, intervals):
 * the backup and the restored copy read their rows the same way, so their checksums can agree.
 */
export async function useCanonicalText(client: Client): Promise<void> {
  await client.query(
    `SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres';
     SET LOCAL extra_float_digits = 3; SET LOCAL bytea_output = 'hex'`,
  );
}

/**
 * Each table's columns, row count, numeric sums and row checksum, as the manifest records them and
 * a restore checks. The checksum adds up the first 60 bits of each row's md5: the order rows come
 * back in does not matter, and any row changed, lost or repeated changes it. Call it inside a
 * transaction that ran `useCanonicalText`.
 */
export async function measureTables(client: Client, tables: string[]): Promise<BackupTableFigures[]> {
  const { rows: columns } = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public' AND is_generated = 'NEVER'
     ORDER BY table_name, ordinal_position`,
  );
  const figures: BackupTableFigures[] = [];
  for (const name of tables) {
    const own = columns.filter((column) => column.table_name === name);
    const numeric = own
      .filter((column) => column.data_type === 'numeric')
      .map((column) => column.column_name);
    const { rows } = await client.query<Record<string, string>>(
      `SELECT count(*)::text AS "#rows",
              ${rowsChecksumSql(own.map((column) => column.column_name))} AS "#checksum"
              ${numeric
                .map((column, index) => `, coalesce(sum(t.${quoted(column)}), 0)::text AS "s${index}"`)
                .join('')}
       FROM ${quoted(name)} t`,
    );
    figures.push({
      name,
      columns: own.map((column) => column.column_name),
      rows: Number(rows[0]['#rows']),
      sums: Object.fromEntries(numeric.map((column, index) => [column, rows[0][`s${index}`]])),
      checksum: rows[0]['#checksum'],
    });
  }
  return figures;
}

/**
 * The SQL of a table's row checksum over `columns` of the rows aliased `t` (see measureTables): the
 * sum of the first 60 bits of each row's md5, as text.
 */
export function rowsChecksumSql(columns: readonly string[]): string {
  const row = `ROW(${columns.map((column) => `t.${quoted(column)}`).join(', ')})::text`;
  return `coalesce(sum(('x' || substr(md5(${row}), 1, 15))::bit(60)::bigint::numeric), 0)::text`;
}

export function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
