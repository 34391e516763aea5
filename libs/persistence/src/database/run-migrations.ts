import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options';

/**
 * Opens MikroORM on the database at `url`, applies the committed migrations not yet applied (all of
 * them, or up to and including `to`) and closes it: the ORM is never kept open beside the app's pool.
 * Returns the names applied. Loaded only when a migration is pending, by a `require` in
 * migrate-database.ts that knip does not follow, hence public.
 *
 * @public
 */
export async function runMigrations(url: string, to?: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    const applied = await orm.getMigrator().up(to === undefined ? undefined : { to });
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
