import { isScopeUnlocked, unlockScope } from './passcode-unlock';

describe('unlocking a screen with a passcode', () => {
  it('keeps a scope unlocked while its passcode is the current one', () => {
    const unlocks = unlockScope(undefined, 'tables', 'stamp-1');
    expect(unlocks).toEqual([{ scope: 'tables', stamp: 'stamp-1' }]);
    expect(isScopeUnlocked(unlocks, 'tables', 'stamp-1')).toBe(true);
  });

  it('locks the scope again once the passcode changed', () => {
    const unlocks = unlockScope([], 'tables', 'stamp-1');
    expect(isScopeUnlocked(unlocks, 'tables', 'stamp-2')).toBe(false);
  });

  it('never unlocks another scope, nor anything when no passcode is set', () => {
    const unlocks = unlockScope([], 'tables', 'stamp-1');
    expect(isScopeUnlocked(unlocks, 'archive', 'stamp-1')).toBe(false);
    expect(isScopeUnlocked(unlocks, 'tables', null)).toBe(false);
    expect(isScopeUnlocked(undefined, 'tables', 'stamp-1')).toBe(false);
  });

  it('replaces an older unlock of the same scope and keeps the others', () => {
    const unlocks = unlockScope(
      [
        { scope: 'tables', stamp: 'old' },
        { scope: 'archive', stamp: 'a' },
      ],
      'tables',
      'new',
    );
    expect(unlocks).toEqual([
      { scope: 'archive', stamp: 'a' },
      { scope: 'tables', stamp: 'new' },
    ]);
  });

  it('unlocks nothing with an entry of another shape (a bare scope name from an older session)', () => {
    expect(isScopeUnlocked(['tables'], 'tables', 'stamp-1')).toBe(false);
    expect(unlockScope(['tables', null, 42], 'tables', 's')).toEqual([{ scope: 'tables', stamp: 's' }]);
  });
});
