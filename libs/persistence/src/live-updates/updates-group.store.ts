import type { SqlExecutor } from '../sql/sql-database';

/** A billing system and the live-update stream its changes go to (`billing_systems.updates_group`). */
export interface SystemUpdatesGroup {
  system: string;
  updatesGroup: string;
}

/** Every billing system's updates group, as stored now (a group added as a row shows up here). */
export function readUpdatesGroups(db: SqlExecutor): Promise<SystemUpdatesGroup[]> {
  return db.query<SystemUpdatesGroup>(
    'SELECT id AS system, updates_group AS "updatesGroup" FROM billing_systems ORDER BY display_order, id',
  );
}
