import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122AmpereSystem } from './migration-20261122-ampere-system';
import { Migration20261122Foundation } from './migration-20261122-foundation';

/** Listed explicitly: discovery by dynamic import fails in jest's sandbox. Append only. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122Foundation', class: Migration20261122Foundation },
  { name: 'Migration20261122AmpereSystem', class: Migration20261122AmpereSystem },
];
