import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { deviceReadingQueue } from '../lib/reading-device-store';
import { syncReadingQueue, type ReadingSyncResult } from '../lib/reading-queue';
import { readingRoundRoot } from './get-reading-round';
import { sendReading } from './send-reading';

let running: Promise<ReadingSyncResult> | null = null;

/** One sync at a time: a second call waits for the first, then sends whatever still waits. */
export function syncDeviceReadings(): Promise<ReadingSyncResult> {
  const run = (running ?? Promise.resolve(null))
    .catch(() => null)
    .then(() => syncReadingQueue(deviceReadingQueue, sendReading));
  running = run;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}

export function useDeviceReadingQueue() {
  return useSyncExternalStore(deviceReadingQueue.subscribe, deviceReadingQueue.read);
}

/** Sends the waiting readings when the screen opens, when the connection comes back, and on demand. */
export function useReadingSync() {
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  const [lastResult, setLastResult] = useState<ReadingSyncResult | null>(null);

  const syncNow = useCallback(async () => {
    setSyncing(true);
    try {
      const result = await syncDeviceReadings();
      setLastResult(result);
      if (result.applied > 0 || result.refused > 0) {
        await queryClient.invalidateQueries({ queryKey: [readingRoundRoot] });
      }
      return result;
    } finally {
      setSyncing(false);
    }
  }, [queryClient]);

  useEffect(() => {
    const onOnline = () => void syncNow();
    window.addEventListener('online', onOnline);
    if (deviceReadingQueue.read().waiting.length > 0) void syncNow();
    return () => window.removeEventListener('online', onOnline);
  }, [syncNow]);

  return { syncNow, syncing, lastResult };
}
