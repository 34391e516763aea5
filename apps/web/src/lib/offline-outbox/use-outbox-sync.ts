import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DeviceOutbox } from './device-outbox';
import type { Kept, ReplayResult } from './outbox';

/** The device's outbox, kept in step with storage (and other tabs). */
export function useDeviceOutbox<State>(
  outbox: Pick<DeviceOutbox<Kept, unknown, State>, 'read' | 'subscribe'>,
) {
  return useSyncExternalStore(outbox.subscribe, outbox.read);
}

const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * How long to wait before trying again after a replay that could not reach the server while the
 * browser says it is online (the `online` event often comes before the network carries anything):
 * soon at first, then every minute.
 */
export function retryDelayMs(failedAttempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 0), RETRY_DELAYS_MS.length - 1)];
}

export interface OutboxSyncOptions<Result extends ReplayResult> {
  /** Sends what waits (and refreshes what the answers changed). A new function starts a new sync. */
  replay: () => Promise<Result>;
  /** Whether anything waits for this screen: the screen then sends it as it opens. */
  hasWaiting: () => boolean;
  /** Online by the browser's word yet not reached: try again after retryDelayMs (offline, the
   * `online` event will). Signed out: never, the person signs in again (the screen says so). */
  retryWhileOnline: boolean;
}

/**
 * Sends what waits on the device when the screen opens, whenever the connection comes back
 * (`online`), and on demand. `syncing` is true while a sync this screen started runs.
 */
export function useOutboxSync<Result extends ReplayResult>({
  replay,
  hasWaiting,
  retryWhileOnline,
}: OutboxSyncOptions<Result>) {
  const [syncing, setSyncing] = useState(false);
  const [lastResult, setLastResult] = useState<Result | null>(null);
  const retry = useRef<{ timer?: ReturnType<typeof setTimeout>; failed: number }>({ failed: 0 });
  const waits = useRef(hasWaiting);
  waits.current = hasWaiting;

  const syncNow = useCallback(async (): Promise<Result> => {
    clearTimeout(retry.current.timer);
    setSyncing(true);
    try {
      const result = await replay();
      setLastResult(result);
      if (!result.interrupted) retry.current.failed = 0;
      else if (retryWhileOnline && navigator.onLine && !result.signedOut) {
        const delay = retryDelayMs(retry.current.failed);
        retry.current.failed += 1;
        retry.current.timer = setTimeout(() => void syncNow(), delay);
      }
      return result;
    } finally {
      setSyncing(false);
    }
  }, [replay, retryWhileOnline]);

  useEffect(() => {
    const pending = retry.current;
    const onOnline = () => {
      pending.failed = 0;
      void syncNow();
    };
    window.addEventListener('online', onOnline);
    if (waits.current()) void syncNow();
    return () => {
      window.removeEventListener('online', onOnline);
      clearTimeout(pending.timer);
    };
  }, [syncNow]);

  return { syncNow, syncing, lastResult };
}
