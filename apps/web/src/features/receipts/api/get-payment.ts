import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: [...queryRoots.payments, paymentId],
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/payments/{paymentId}', { params: { path: { paymentId } }, signal })),
  });

/** One payment as its receipt prints it (`GET /api/payments/{paymentId}`). */
export function usePayment(paymentId: string) {
  return useQuery({ ...paymentQueryOptions(paymentId), enabled: paymentId !== '' });
}
