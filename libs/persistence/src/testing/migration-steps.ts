import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../database/orm-options';
import { createTestDatabase } from './test-cluster';

type Migrator = ReturnType<MikroORM['getMigrator']>;

/** Runs one step of the migrator (up, down) on the database at `url`, then lets the connection go. */
export async function migrateTestDatabase(
  url: string,
  step: (migrator: Migrator) => Promise<unknown>,
): Promise<void> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    await step(orm.getMigrator());
  } finally {
    await orm.close(true);
  }
}

/** A new test database as it was before `migration`: migrated, then taken down to and including it. */
export async function testDatabaseBefore(migration: string): Promise<string> {
  const url = await createTestDatabase();
  await migrateTestDatabase(url, (migrator) => migrator.down({ to: migration }));
  return url;
}
