import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDeviceOutbox, useOutboxSync } from '../../../lib/offline-outbox';
import { deviceReadingQueue } from '../lib/reading-device-store';
import { readingRoundKeys } from './get-reading-round';
import { sendReading } from './send-reading';

export function useDeviceReadingQueue() {
  return useDeviceOutbox(deviceReadingQueue);
}

/** Sends the waiting readings when the screen opens, when the connection comes back, and on demand. */
export function useReadingSync() {
  const queryClient = useQueryClient();
  const replay = useCallback(async () => {
    const result = await deviceReadingQueue.replay(sendReading);
    if (result.accepted > 0 || result.refused > 0) {
      await queryClient.invalidateQueries({ queryKey: readingRoundKeys.all });
    }
    return result;
  }, [queryClient]);
  return useOutboxSync({
    replay,
    hasWaiting: () => deviceReadingQueue.read().waiting.length > 0,
    retryWhileOnline: false,
  });
}
