import { passcodeTyped } from '@kahraba/billing-domain';
import { readSetting, writeSetting, type SqlExecutor } from '@kahraba/persistence';
import { randomUUID } from 'node:crypto';
import type { PasswordHasher } from './password-hasher';
import type { PasscodeScope } from './passcode-scope';

/** The stored passcode: its hash, and a stamp that changes with every new passcode. */
export interface StoredPasscode {
  hash: string;
  stamp: string;
}

// Passcodes stored before stamps existed carry none: they all share this one until changed.
const FIRST_STAMP = 'initial';

const settingKey = (scope: PasscodeScope) => `passcode:${scope}`;

export async function readStoredPasscode(
  db: SqlExecutor,
  scope: PasscodeScope,
): Promise<StoredPasscode | null> {
  const stored = await readSetting<Partial<StoredPasscode> | null>(db, settingKey(scope), null);
  if (!stored?.hash) return null;
  return { hash: stored.hash, stamp: stored.stamp ?? FIRST_STAMP };
}

/** Stores a new passcode hash under a fresh stamp, which locks every session unlocked before. */
export async function writeStoredPasscode(
  db: SqlExecutor,
  scope: PasscodeScope,
  hash: string,
): Promise<StoredPasscode> {
  const stored = { hash, stamp: randomUUID() };
  await writeSetting(db, settingKey(scope), stored);
  return stored;
}

/**
 * Whether `typed` is the stored passcode, Arabic-Indic digits read as digits
 * (docs/business-rules.md#screen-passcodes). A passcode stored before then was hashed as typed: one typed
 * with Arabic digits is tried as typed too.
 */
export async function storedPasscodeMatches(
  hasher: PasswordHasher,
  stored: StoredPasscode | null,
  typed: string,
): Promise<boolean> {
  if (!stored || typed.length === 0) return false;
  const read = passcodeTyped(typed);
  if (await hasher.verify(stored.hash, read)) return true;
  return read !== typed && hasher.verify(stored.hash, typed);
}
