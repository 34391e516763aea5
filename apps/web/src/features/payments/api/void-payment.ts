import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { invalidateAfterPayment } from './payment-customer';

/** `POST /api/payments/{paymentId}/void {reason}`: the payment stays in the ledger, marked void. */
export function useVoidPayment(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      dataOf(
        api.POST('/api/payments/{paymentId}/void', { params: { path: { paymentId } }, body: { reason } }),
      ),
    onSettled: () => invalidateAfterPayment(queryClient, system),
  });
}
