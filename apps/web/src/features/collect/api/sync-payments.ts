import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDeviceOutbox, useOutboxSync, type ReplayResult } from '../../../lib/offline-outbox';
import { devicePaymentQueue } from '../lib/collect-device-store';
import { isTakenBy, queueOf } from '../lib/payment-queue';
import { collectRosterKeys } from './get-collect-roster';
import { sendPayment } from './record-payment';

/**
 * Sends the payments waiting on this device that `takerId` took, one sync at a time (a second
 * call waits for the first, then sends whatever is still waiting). Recorded payments change balances:
 * the roster is asked again.
 */
export async function syncDevicePayments(
  queryClient: QueryClient,
  takerId: string | null,
): Promise<ReplayResult> {
  const result = await devicePaymentQueue.replay(sendPayment, {
    mayReplay: (payment) => isTakenBy(payment, takerId),
  });
  if (result.accepted > 0) await queryClient.invalidateQueries({ queryKey: collectRosterKeys.all });
  return result;
}

/** The device's payment queue, kept in step with storage (and other tabs). */
export function useDevicePaymentQueue() {
  return useDeviceOutbox(devicePaymentQueue);
}

/**
 * Sends the waiting payments when the screen opens, whenever the connection comes back (`online`), and
 * on demand ('مزامنة الآن'), and again soon while the browser says online but the server is not reached.
 */
export function usePaymentSync(takerId: string | null) {
  const queryClient = useQueryClient();
  const replay = useCallback(async () => {
    const result = await syncDevicePayments(queryClient, takerId);
    // Back online or asked by hand: the balances too.
    if (result.accepted === 0) await queryClient.invalidateQueries({ queryKey: collectRosterKeys.all });
    return result;
  }, [queryClient, takerId]);
  return useOutboxSync({
    replay,
    hasWaiting: () => queueOf(devicePaymentQueue.read(), takerId).waiting.length > 0,
    retryWhileOnline: true,
  });
}
