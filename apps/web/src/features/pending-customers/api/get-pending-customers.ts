import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** A registration request as the server lists it. */
export type PendingCustomer = components['schemas']['PendingCustomerResponse'];

export const PENDING_CUSTOMERS_URL = '/api/pending-customers';

const pendingCustomersQueryOptions = () =>
  queryOptions({
    queryKey: [PENDING_CUSTOMERS_URL] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/pending-customers', { signal })),
  });

/** `GET /api/pending-customers`: pending requests first (oldest first), then the reviewed ones. */
export function usePendingCustomers() {
  return useQuery(pendingCustomersQueryOptions());
}
