import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Live records per dataset, keyed by its endpoint ('ampere-records', 'mahmoud-kwh-customers', …). */
export type TableCounts = Record<string, number>;

export const tableCountsQueryKey = ['/api/table-counts'] as const;

export function useTableCounts() {
  return useQuery(
    queryOptions({
      queryKey: tableCountsQueryKey,
      queryFn: ({ signal }) => apiGet<TableCounts>('/api/table-counts', { signal }),
    }),
  );
}
