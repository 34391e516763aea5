import { readSetting, writeSetting, type SqlExecutor } from '@kahraba/persistence';

const KEY = 'public_address';

/** The address customers reach, as an administrator saved it (docs/public-address.md); null until then. */
export function readSavedPublicAddress(db: SqlExecutor): Promise<string | null> {
  return readSetting<string | null>(db, KEY, null);
}

export function writePublicAddress(db: SqlExecutor, address: string): Promise<void> {
  return writeSetting(db, KEY, address);
}
