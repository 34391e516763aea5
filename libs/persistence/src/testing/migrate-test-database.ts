import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../database/orm-options';

export type TestMigrator = ReturnType<MikroORM['getMigrator']>;

/**
 * One step of the migrations on a test database, through its own ORM (closed after): a migration's
 * spec takes the database down to before the migration, writes what an older release left, then up.
 */
export async function migrateTestDatabase(
  url: string,
  step: (migrator: TestMigrator) => Promise<unknown>,
): Promise<void> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    await step(orm.getMigrator());
  } finally {
    await orm.close(true);
  }
}
