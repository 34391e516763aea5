import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options';

/** Applies every pending committed migration; returns the names applied. */
export async function migrateDatabase(url: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
