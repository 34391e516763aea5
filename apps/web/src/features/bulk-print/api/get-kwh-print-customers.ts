import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersPath } from '../../../config/api-paths';
import { api, dataOf } from '../../../lib/api-client';

/** Every live customer of a metered group, in display order: the bulk print page
 * searches and selects among them, and sums the selection from the server's amounts. */
const kwhPrintCustomersQueryOptions = (system: string) =>
  queryOptions({
    // Every key of a system starts with its customers' path, so the group's writes refresh it.
    queryKey: [customersPath(system), 'print-list'] as const,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers', { params: { path: { system } }, signal })),
  });

export function useKwhPrintCustomers(system: string) {
  return useQuery(kwhPrintCustomersQueryOptions(system));
}
