import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Payment } from '../../../types/payments';
import { invalidateAfterPayment } from './payment-customer';

/** `POST /api/payments/{paymentId}/void {reason}`: the payment stays in the ledger, marked void. */
export function useVoidPayment(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      apiRequest<Payment>('POST', `/api/payments/${encodeURIComponent(paymentId)}/void`, { reason }),
    onSettled: () => invalidateAfterPayment(queryClient, system),
  });
}
