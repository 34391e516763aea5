import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../types/api-schema';
import { api, dataOf } from './api-client';
import { queryRoots } from './query-keys';

/** The box ranges of the two record tables, as the server keeps them. */
export type TableConfig = components['schemas']['TableConfigResponse'];

/** GET /api/table-config: read by the settings screen and the record tables (their boxes). */
const tableConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.tableConfig,
    queryFn: ({ signal }) => dataOf(api.GET('/api/table-config', { signal })),
  });

export function useTableConfig() {
  return useQuery(tableConfigQueryOptions());
}
