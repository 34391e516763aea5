import { Client } from 'pg';
import { MIGRATIONS } from '../migrations/migration-list';
import { MIGRATION_NAMES } from '../migrations/migration-names';
import { withMigrator } from '../testing/database-before-migration';
import { createTestDatabase } from '../testing/test-cluster';
import { migrateDatabase } from './migrate-database';

/** The tables and columns of the database: what the migrations built. */
async function schemaOf(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ column: string }>(
      `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY 1`,
    );
    return rows.map((row) => row.column);
  } finally {
    await client.end();
  }
}

describe('migrating the database at start (docs/developer-guide.md#connections-to-postgresql)', () => {
  it('knows the migrations by the names, and in the order, the migrator applies them', () => {
    expect(MIGRATION_NAMES).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it('applies nothing to a database that has every migration', async () => {
    const url = await createTestDatabase();
    const schema = await schemaOf(url);
    expect(await migrateDatabase(url)).toEqual([]);
    expect(await schemaOf(url)).toEqual(schema);
  });

  it('still applies the migrations a database lacks, and only those', async () => {
    const url = await createTestDatabase();
    const complete = await schemaOf(url);
    const lacking = MIGRATION_NAMES.slice(-2);
    await withMigrator(url, (migrator) => migrator.down({ to: lacking[0] }));
    expect(await schemaOf(url)).not.toEqual(complete);

    expect(await migrateDatabase(url)).toEqual(lacking);
    expect(await schemaOf(url)).toEqual(complete);
    expect(await migrateDatabase(url)).toEqual([]);
  });
});
