import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../migrations/migration-list';
import { ENTITY_SCHEMAS } from './entity-schemas';

export function ormOptions(url: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: url,
    entities: ENTITY_SCHEMAS,
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
