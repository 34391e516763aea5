import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordTableGroup } from '@kahraba/billing-domain';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { AmpereRecord } from '../../../types/ampere';

export type { RecordTableGroup };

/** Every key starts with the record tables' root: one invalidation reaches both groups and every search. */
export const groupRecordsKeys = {
  all: queryRoots.recordTables,
  list: (group: RecordTableGroup, query: string) => [...queryRoots.recordTables, group, query] as const,
};

/** The group's customers matching `query` (Arabic-aware, server side), in box order. 403 until the
 * tables passcode was verified in this session. */
function getGroupRecords(
  group: RecordTableGroup,
  query: string,
  signal?: AbortSignal,
): Promise<AmpereRecord[]> {
  const options = { params: { query: { q: query.trim() || undefined } }, signal };
  return dataOf(api.GET(`/api/${group}-records` as const, options));
}

const groupRecordsQueryOptions = (group: RecordTableGroup, query: string) =>
  queryOptions({
    queryKey: groupRecordsKeys.list(group, query.trim()),
    queryFn: ({ signal }) => getGroupRecords(group, query, signal),
    // Always refetched, never served from an old cache (docs/screens.md#talking-to-the-server).
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useGroupRecords(group: RecordTableGroup, query: string) {
  return useQuery(groupRecordsQueryOptions(group, query));
}
