import { Client } from 'pg';
import { MIGRATION_NAMES } from '../migrations/migration-names';
import { pgDeadlineSettings } from './query-deadlines';

/** PostgreSQL's "undefined table": a database no migration ever ran on has no record of them. */
const UNDEFINED_TABLE = '42P01';

/**
 * The committed migrations not yet applied, in order: one query on MikroORM's record of the applied
 * ones (its table `mikro_orm_migrations`), without loading MikroORM.
 */
async function pendingMigrations(client: Client): Promise<string[]> {
  let applied: { name: string }[];
  try {
    ({ rows: applied } = await client.query<{ name: string }>('SELECT name FROM mikro_orm_migrations'));
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return [...MIGRATION_NAMES];
    throw error;
  }
  const done = new Set(applied.map((row) => row.name));
  return MIGRATION_NAMES.filter((name) => !done.has(name));
}

/**
 * Applies every pending committed migration; returns the names applied. Most starts have none: one
 * query says so and MikroORM (about a quarter of a second to load) is neither loaded nor opened
 * (docs/developer-guide.md#connections-to-postgresql).
 */
export async function migrateDatabase(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url, ...pgDeadlineSettings() });
  client.on('error', () => undefined);
  await client.connect();
  let pending: string[];
  try {
    pending = await pendingMigrations(client);
  } finally {
    await client.end();
  }
  return pending.length ? runMigrationsLoaded(url) : [];
}

/** Applies the committed migrations up to and including `to` (a restore builds a backup's schema). */
export function migrateDatabaseTo(url: string, to: string): Promise<string[]> {
  return runMigrationsLoaded(url, to);
}

/** MikroORM's migrator, loaded on first use only. */
function runMigrationsLoaded(url: string, to?: string): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a start with nothing to apply never loads it
  const { runMigrations } = require('./run-migrations') as typeof import('./run-migrations');
  return runMigrations(url, to);
}
