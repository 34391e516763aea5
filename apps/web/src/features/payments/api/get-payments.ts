import { BillingSystem } from '@kahraba/billing-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { paymentKeys, type PaymentCustomer } from './payment-customer';

const paymentsQueryOptions = ({ system, id }: Pick<PaymentCustomer, 'system' | 'id'>) =>
  queryOptions({
    queryKey: paymentKeys.history({ system, id }),
    queryFn: ({ signal }) =>
      dataOf(
        system === BillingSystem.ampere.id
          ? api.GET('/api/ampere-records/{id}/payments', { params: { path: { id } }, signal })
          : api.GET('/api/{system}-customers/{id}/payments', { params: { path: { system, id } }, signal }),
      ),
  });

/** A customer's payments of every month, newest first, void ones included (`GET …/{id}/payments`). */
export function usePayments(customer: Pick<PaymentCustomer, 'system' | 'id'>) {
  return useQuery(paymentsQueryOptions(customer));
}
