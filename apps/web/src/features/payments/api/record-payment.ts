import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Payment, PaymentInput } from '../../../types/payments';
import { invalidateAfterPayment, paymentsUrlOf, type PaymentCustomer } from './payment-customer';

/** `POST …/{id}/payments`: the server reads the amount, converts pounds at its rate and numbers the
 * receipt; the same clientId again answers the same payment (a retry never pays twice). */
export function useRecordPayment(customer: Pick<PaymentCustomer, 'system' | 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentInput) => apiRequest<Payment>('POST', paymentsUrlOf(customer), input),
    onSettled: () => invalidateAfterPayment(queryClient, customer.system),
  });
}
