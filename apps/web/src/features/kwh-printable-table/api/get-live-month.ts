import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

import { printableTableKeys } from './printable-table-query-keys';

/** The system's live month with its Arabic name ('تشرين الثاني 2026'). */
const liveMonthQueryOptions = (system: string) =>
  queryOptions({
    queryKey: printableTableKeys.month(system),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers/month', { params: { path: { system } }, signal })),
    enabled: system !== '',
  });

export function useLiveMonth(system: string) {
  return useQuery(liveMonthQueryOptions(system));
}
