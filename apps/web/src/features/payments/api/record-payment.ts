import { BillingSystem } from '@kahraba/billing-domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { PaymentInput } from '../../../types/payments';
import { invalidateAfterPayment, type PaymentCustomer } from './payment-customer';

/** `POST …/{id}/payments`: the server reads the amount, converts pounds at its rate and numbers the
 * receipt; the same clientId again answers the same payment (a retry never pays twice). */
export function useRecordPayment(customer: Pick<PaymentCustomer, 'system' | 'id'>) {
  const queryClient = useQueryClient();
  const { system, id } = customer;
  return useMutation({
    mutationFn: (body: PaymentInput) =>
      dataOf(
        system === BillingSystem.ampere.id
          ? api.POST('/api/ampere-records/{id}/payments', { params: { path: { id } }, body })
          : api.POST('/api/{system}-customers/{id}/payments', { params: { path: { system, id } }, body }),
      ),
    onSettled: () => invalidateAfterPayment(queryClient, customer.system),
  });
}
