import { readSetting, writeSetting, type SqlExecutor } from '@kahraba/persistence';

const KEY = 'operators_may_cut_off';

/** Whether operators may cut off and reconnect customers (docs/cut-off.md#who-may); off until allowed. */
export function readOperatorsMayCutOff(db: SqlExecutor): Promise<boolean> {
  return readSetting<boolean>(db, KEY, false);
}

export function writeOperatorsMayCutOff(db: SqlExecutor, allowed: boolean): Promise<void> {
  return writeSetting(db, KEY, allowed);
}
