import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';

/** The month a system is in and the one a close opens, with their Arabic labels. */
export type LiveMonth = components['schemas']['LiveMonthResponse'];

export const liveMonthQueryOptions = (system: string) =>
  queryOptions({
    queryKey: customerKeys.month(system),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers/month', { params: { path: { system } }, signal })),
  });

/** `GET /api/{system}-customers/month`: named in the new-month confirmation. */
export function useLiveMonth(system: string) {
  return useQuery(liveMonthQueryOptions(system));
}
