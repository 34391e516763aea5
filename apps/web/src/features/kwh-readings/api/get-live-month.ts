import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** The month a system is in and the one a close opens, with their Arabic labels. */
export type LiveMonth = components['schemas']['LiveMonthResponse'];

const monthUrl = (system: string) => `/api/${system}-customers/month`;

export const liveMonthQueryOptions = (system: string) =>
  queryOptions({
    queryKey: [monthUrl(system)] as const,
    queryFn: ({ signal }) => apiGet<LiveMonth>(monthUrl(system), { signal }),
  });

/** `GET /api/{system}-customers/month`: named in the new-month confirmation. */
export function useLiveMonth(system: string) {
  return useQuery(liveMonthQueryOptions(system));
}
