import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../database/orm-options';
import { SqlDatabase } from '../sql/sql-database';
import { createDemoTestDatabase } from './demo-test-database';

/** A test database taken back to just before one migration, to fill as the older code left it. */
export interface DatabaseBeforeMigration {
  readonly db: SqlDatabase;
  /** Applies the migrations again: all of them, or up to and including `to`. */
  migrateUp(to?: string): Promise<void>;
  /** Reverts the migrations back to and including `to` (a migration's `down` under test). */
  migrateDown(to: string): Promise<void>;
  close(): Promise<void>;
}

type MigratorStep = (migrator: ReturnType<MikroORM['getMigrator']>) => Promise<unknown>;

/** Runs migrations up or down on the database at `url` (the ORM opened for it and closed after). */
export async function withMigrator(url: string, step: MigratorStep): Promise<void> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    await step(orm.getMigrator());
  } finally {
    await orm.close(true);
  }
}

/**
 * A new copy of a demo business (docs/business-demo.md: months of history in every billing system, at
 * the latest schema) with `migration` and every later one reverted (their `down`, on real rows), for
 * a migration test: rows are inserted in the old shape beside the demo's, then `migrateUp` runs the
 * migration on all of them.
 */
export async function databaseBeforeMigration(migration: string): Promise<DatabaseBeforeMigration> {
  const url = await createDemoTestDatabase();
  const migrate = (step: MigratorStep) => withMigrator(url, step);
  await migrate((migrator) => migrator.down({ to: migration }));
  const db = new SqlDatabase(url);
  return {
    db,
    migrateUp: (to) => migrate((migrator) => migrator.up(to === undefined ? undefined : { to })),
    migrateDown: (to) => migrate((migrator) => migrator.down({ to })),
    close: () => db.close(),
  };
}
