import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { migrateDatabase } from '../database/migrate-database';
import { databaseUrlFor } from '../database/database-url-for';
import { TEMPLATE_DATABASE } from './test-cluster';

/**
 * One real PostgreSQL per jest run; each test file (server or browser tier) clones the migrated
 * template. Both tiers name this setup: the first to run starts the cluster, the second finds it.
 */
export default async function globalSetup(): Promise<void> {
  // Workers are started after globalSetup and inherit this environment, as do the apps and CLI
  // processes the tests start: passwords are hashed cheaply in every test (never in production).
  process.env.PASSWORD_HASH_COST = 'test';
  // No test app takes a nightly backup (a run at 03:00 would write one into the work tree); the
  // backup tests ask for theirs.
  process.env.BACKUP_TIME = 'off';
  if (process.env.KAHRABA_TEST_ADMIN_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'kahraba-test-'));
  const database = await startEmbeddedPostgres({ dataDir, databaseName: 'kahraba_admin', ephemeral: true });
  const client = new Client({ connectionString: database.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await client.end();
  await migrateDatabase(databaseUrlFor(database.url, TEMPLATE_DATABASE));
  process.env.KAHRABA_TEST_ADMIN_URL = database.url;
  Object.assign(globalThis, { __kahrabaTestCluster: { database, dataDir } });
}
