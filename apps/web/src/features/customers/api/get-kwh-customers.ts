import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { KwhCustomer } from '../../../types/kwh';
import { customersUrl, kwhKeys } from './kwh-query-keys';

/** A system's live customers in display order, or those matching `query` (the server matches
 * Arabic-normalised name, number, box and address). */
export async function getKwhCustomers(system: string, query: string, signal?: AbortSignal) {
  const q = query.trim();
  if (!q) return apiGet<KwhCustomer[]>(customersUrl(system), { signal });
  const found = await apiGet<unknown>(customersUrl(system, `/search?q=${encodeURIComponent(q)}`), { signal });
  return Array.isArray(found) ? (found as KwhCustomer[]) : [];
}

export const kwhCustomersQueryOptions = (system: string, query: string) =>
  queryOptions({
    queryKey: kwhKeys.list(system, query.trim()),
    queryFn: ({ signal }) => getKwhCustomers(system, query, signal),
    // Keep showing the previous rows while the next search runs.
    placeholderData: keepPreviousData,
  });

export function useKwhCustomers(system: string, query: string) {
  return useQuery(kwhCustomersQueryOptions(system, query));
}
