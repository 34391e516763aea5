import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

const tableCountsQueryKey = ['/api/table-counts'] as const;

export function useTableCounts() {
  return useQuery(
    queryOptions({
      queryKey: tableCountsQueryKey,
      queryFn: ({ signal }) => dataOf(api.GET('/api/table-counts', { signal })),
    }),
  );
}
