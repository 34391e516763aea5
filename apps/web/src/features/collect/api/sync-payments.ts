import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { devicePaymentQueue } from '../lib/collect-device-store';
import { queueOf, retryDelayMs, syncPaymentQueue, type SyncResult } from '../lib/payment-queue';
import { collectRosterRoot } from './get-collect-roster';
import { sendPayment } from './record-payment';

let running: Promise<SyncResult> | null = null;

/**
 * Sends the payments waiting on this device that `takerId` took, one sync at a time (a second
 * call waits for the first, then sends whatever is still waiting). Recorded payments change balances:
 * the roster is asked again.
 */
export function syncDevicePayments(queryClient: QueryClient, takerId: string | null): Promise<SyncResult> {
  const previous = running ?? Promise.resolve(null);
  const run = previous
    .catch(() => null)
    .then(() => syncPaymentQueue(devicePaymentQueue, sendPayment, undefined, takerId))
    .then(async (result) => {
      if (result.recorded > 0) await queryClient.invalidateQueries({ queryKey: collectRosterRoot });
      return result;
    });
  running = run;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}

/** The device's payment queue, kept in step with storage (and other tabs). */
export function useDevicePaymentQueue() {
  return useSyncExternalStore(devicePaymentQueue.subscribe, devicePaymentQueue.read);
}

/**
 * Sends the waiting payments when the screen opens, whenever the connection comes back (`online`), and
 * on demand ('مزامنة الآن'). `syncing` is true while a sync this screen started runs.
 */
export function usePaymentSync(takerId: string | null) {
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  const [lastResult, setLastResult] = useState<SyncResult | null>(null);

  const retry = useRef<{ timer?: ReturnType<typeof setTimeout>; failed: number }>({ failed: 0 });

  const syncNow = useCallback(async (): Promise<SyncResult> => {
    clearTimeout(retry.current.timer);
    setSyncing(true);
    try {
      const result = await syncDevicePayments(queryClient, takerId);
      // Back online or asked by hand: the balances too.
      if (result.recorded === 0) await queryClient.invalidateQueries({ queryKey: collectRosterRoot });
      setLastResult(result);
      if (!result.interrupted) retry.current.failed = 0;
      else if (navigator.onLine && !result.signedOut) {
        // Online by the browser's word, yet not reached: try again (offline, the `online` event will).
        // Signed out: no retry, the collector signs in again (the screen says so).
        const delay = retryDelayMs(retry.current.failed);
        retry.current.failed += 1;
        retry.current.timer = setTimeout(() => void syncNow(), delay);
      }
      return result;
    } finally {
      setSyncing(false);
    }
  }, [queryClient, takerId]);

  useEffect(() => {
    const pending = retry.current;
    const onOnline = () => {
      pending.failed = 0;
      void syncNow();
    };
    window.addEventListener('online', onOnline);
    if (queueOf(devicePaymentQueue.read(), takerId).waiting.length > 0) void syncNow();
    return () => {
      window.removeEventListener('online', onOnline);
      clearTimeout(pending.timer);
    };
  }, [syncNow, takerId]);

  return { syncNow, syncing, lastResult };
}
