import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { archivedCustomersPath } from '../../../config/api-paths';
import { apiGetList } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** A deleted kWh customer as `GET /api/{system}-archived` answers: the live view's fields, with when and
 * why it was deleted. Amounts come from the server. */
export type ArchivedKwhCustomer = components['schemas']['ArchivedKwhCustomerResponse'];

const archivedKwhCustomersQueryOptions = (system: string, query: string) =>
  queryOptions({
    queryKey: [archivedCustomersPath(system), query.trim()] as const,
    queryFn: ({ signal }) => apiGetList<ArchivedKwhCustomer>(archivedCustomersPath(system), query, signal),
    placeholderData: keepPreviousData,
  });

/** The deleted customers of a kWh system, or those matching `query`. */
export function useArchivedKwhCustomers(system: string, query: string) {
  return useQuery(archivedKwhCustomersQueryOptions(system, query));
}
