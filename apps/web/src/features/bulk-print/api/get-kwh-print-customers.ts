import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { KwhCustomer } from '../../../types/kwh';

/** `/api/{system}-customers`: every key of a system starts with it, so the group's writes refresh it. */
const customersUrl = (system: string) => `/api/${encodeURIComponent(system)}-customers`;

/** Every live customer of a metered group, in display order: the bulk print page
 * searches and selects among them, and sums the selection from the server's amounts. */
export const kwhPrintCustomersQueryOptions = (system: string) =>
  queryOptions({
    queryKey: [customersUrl(system), 'print-list'] as const,
    queryFn: ({ signal }) => apiGet<KwhCustomer[]>(customersUrl(system), { signal }),
  });

export function useKwhPrintCustomers(system: string) {
  return useQuery(kwhPrintCustomersQueryOptions(system));
}
