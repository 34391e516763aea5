import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Payment } from '../../../types/payments';
import { paymentKeys, paymentsUrlOf, type PaymentCustomer } from './payment-customer';

const paymentsQueryOptions = (customer: Pick<PaymentCustomer, 'system' | 'id'>) =>
  queryOptions({
    queryKey: paymentKeys.history(customer),
    queryFn: ({ signal }) => apiGet<Payment[]>(paymentsUrlOf(customer), { signal }),
  });

/** A customer's payments of every month, newest first, void ones included (`GET …/{id}/payments`). */
export function usePayments(customer: Pick<PaymentCustomer, 'system' | 'id'>) {
  return useQuery(paymentsQueryOptions(customer));
}
