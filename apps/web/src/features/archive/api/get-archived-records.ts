import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { ArchivedAmpereRecord } from '../../../types/ampere';

async function getArchivedRecords(query: string, signal?: AbortSignal): Promise<ArchivedAmpereRecord[]> {
  const q = query.trim();
  const found = await apiGet<unknown>(
    q ? `/api/archived-records/search?q=${encodeURIComponent(q)}` : '/api/archived-records',
    { signal },
  );
  return Array.isArray(found) ? (found as ArchivedAmpereRecord[]) : [];
}

const archivedRecordsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...queryRoots.archivedRecords, query.trim()],
    queryFn: ({ signal }) => getArchivedRecords(query, signal),
    placeholderData: keepPreviousData,
  });

/** The deleted ampere records, newest deletion first, or those matching `query`. */
export function useArchivedRecords(query: string) {
  return useQuery(archivedRecordsQueryOptions(query));
}
