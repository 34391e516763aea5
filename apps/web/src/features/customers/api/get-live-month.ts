import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ampereKeys } from './ampere-query-keys';
import type { components } from '../../../types/api-schema';

/** The live month (YYYY-MM) and the one a close opens, with their Arabic labels. */
export type LiveMonth = components['schemas']['LiveMonthResponse'];

export const liveMonthQueryOptions = () =>
  queryOptions({
    queryKey: ampereKeys.month(),
    queryFn: ({ signal }) => apiGet<LiveMonth>('/api/ampere-records/month', { signal }),
  });

export function useLiveMonth() {
  return useQuery(liveMonthQueryOptions());
}
