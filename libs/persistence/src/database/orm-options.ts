import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../migrations/migration-list';

export function ormOptions(url: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: url,
    // MikroORM runs the migrations only: the app's SQL goes through its one pg pool (SqlDatabase).
    entities: [],
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 10 },
    allowGlobalContext: false,
    debug: false,
    ...overrides,
  });
}
