import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { ArchivedAmpereRecord } from '../../../types/ampere';

/** Every key starts with the archive's root, which every ampere write invalidates. */
const archivedRecordKeys = {
  all: queryRoots.archivedRecords,
  list: (query: string) => [...queryRoots.archivedRecords, query] as const,
};

/** A search answer that is not an array is an empty list. */
async function getArchivedRecords(query: string, signal?: AbortSignal): Promise<ArchivedAmpereRecord[]> {
  const q = query.trim();
  const found = q
    ? await dataOf(api.GET('/api/archived-records/search', { params: { query: { q } }, signal }))
    : await dataOf(api.GET('/api/archived-records', { signal }));
  return Array.isArray(found) ? found : [];
}

const archivedRecordsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: archivedRecordKeys.list(query.trim()),
    queryFn: ({ signal }) => getArchivedRecords(query, signal),
    placeholderData: keepPreviousData,
  });

/** The deleted ampere records, newest deletion first, or those matching `query`. */
export function useArchivedRecords(query: string) {
  return useQuery(archivedRecordsQueryOptions(query));
}
