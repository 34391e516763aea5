import type { Clock } from './clock';

/** The business clock held at a chosen instant until released (a test's own spy on `now` comes back). */
export interface PinnedClock {
  setTo(instant: string | Date): void;
  release(): void;
}

/**
 * Pins the application's clock: every handler reads the instant set last, so a history or the
 * simulator decides what day it is (a month closed in its last days, the month after it).
 */
export function pinClock(clock: Clock): PinnedClock {
  const own = Object.getOwnPropertyDescriptor(clock, 'now');
  return {
    setTo(instant) {
      const at = new Date(instant);
      Object.defineProperty(clock, 'now', { value: () => new Date(at), configurable: true, writable: true });
    },
    release() {
      if (own) Object.defineProperty(clock, 'now', own);
      else delete (clock as { now?: unknown }).now;
    },
  };
}
