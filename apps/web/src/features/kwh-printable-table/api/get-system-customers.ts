import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { KwhCustomer } from '../../../types/kwh';
import { customersUrl, printableTableKeys } from './printable-table-query-keys';

/** A metered system's live customers in display order (box, then name); amounts as the server
 * computed them. */
export const systemCustomersQueryOptions = (system: string) =>
  queryOptions({
    queryKey: printableTableKeys.customers(system),
    queryFn: ({ signal }) => apiGet<KwhCustomer[]>(customersUrl(system), { signal }),
    enabled: system !== '',
  });

export function useSystemCustomers(system: string) {
  return useQuery(systemCustomersQueryOptions(system));
}
