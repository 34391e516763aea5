/**
 * A screen a session unlocked, and with which passcode: every stored passcode carries a stamp that
 * changes whenever the passcode does, so a session unlocked with an old passcode is locked again.
 */
export interface PasscodeUnlock {
  readonly scope: string;
  readonly stamp: string;
}

/** The session's unlocks after the right passcode was typed for `scope`. */
export function unlockScope(
  unlocks: readonly unknown[] | undefined,
  scope: string,
  stamp: string,
): PasscodeUnlock[] {
  return [...(unlocks ?? []).filter(isUnlock).filter((unlock) => unlock.scope !== scope), { scope, stamp }];
}

/** Unlocked only with the passcode that is current now (`currentStamp`, null when none is set). */
export function isScopeUnlocked(
  unlocks: readonly unknown[] | undefined,
  scope: string,
  currentStamp: string | null,
): boolean {
  if (currentStamp === null) return false;
  return (unlocks ?? []).some(
    (unlock) => isUnlock(unlock) && unlock.scope === scope && unlock.stamp === currentStamp,
  );
}

// Sessions outlive deployments: anything of another shape (older sessions kept bare scope names)
// unlocks nothing.
function isUnlock(value: unknown): value is PasscodeUnlock {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PasscodeUnlock).scope === 'string' &&
    typeof (value as PasscodeUnlock).stamp === 'string'
  );
}
