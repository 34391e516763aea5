import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { Payment } from '../../../types/payments';

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: [...queryRoots.payments, paymentId],
    queryFn: ({ signal }) => apiGet<Payment>(`/api/payments/${encodeURIComponent(paymentId)}`, { signal }),
  });

/** One payment as its receipt prints it (`GET /api/payments/{paymentId}`). */
export function usePayment(paymentId: string) {
  return useQuery({ ...paymentQueryOptions(paymentId), enabled: paymentId !== '' });
}
