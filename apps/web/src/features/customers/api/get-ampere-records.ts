import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { AmpereRecord, AmpereSort } from '../../../types/ampere';
import { ampereKeys } from './ampere-query-keys';

/** The live records, or those matching `query` (the server matches Arabic-normalised name, number,
 * box and address), in the chosen order (spec 000 §2.5). */
export async function getAmpereRecords(
  sort: AmpereSort,
  query: string,
  signal?: AbortSignal,
): Promise<AmpereRecord[]> {
  const q = query.trim();
  if (!q) return apiGet<AmpereRecord[]>(`/api/ampere-records?sort=${sort}`, { signal });
  const found = await apiGet<unknown>(`/api/ampere-records/search?q=${encodeURIComponent(q)}&sort=${sort}`, {
    signal,
  });
  // spec 000 §7.3: the search answer is treated as an array, empty if it is not one.
  return Array.isArray(found) ? (found as AmpereRecord[]) : [];
}

export const ampereRecordsQueryOptions = (sort: AmpereSort, query: string) =>
  queryOptions({
    queryKey: ampereKeys.list(sort, query.trim()),
    queryFn: ({ signal }) => getAmpereRecords(sort, query, signal),
    // Keep showing the previous rows while the next search runs.
    placeholderData: keepPreviousData,
  });

export function useAmpereRecords(sort: AmpereSort, query: string) {
  return useQuery(ampereRecordsQueryOptions(sort, query));
}
