import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { printableTableKeys } from './printable-table-query-keys';

/** A metered system's live customers in display order (box, then name); amounts as the server
 * computed them. */
const systemCustomersQueryOptions = (system: string) =>
  queryOptions({
    queryKey: printableTableKeys.customers(system),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers', { params: { path: { system } }, signal })),
    enabled: system !== '',
  });

export function useSystemCustomers(system: string) {
  return useQuery(systemCustomersQueryOptions(system));
}
