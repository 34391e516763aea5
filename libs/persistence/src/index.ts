export * from './database/embedded-postgres';
export * from './database/database-location';
export * from './database/orm-options';
export * from './database/entity-schemas';
export * from './database/migrate-database';
export * from './users/user.schema';
export * from './settings/setting.schema';
export * from './testing/test-cluster';
