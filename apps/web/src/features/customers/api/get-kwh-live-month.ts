import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { customersUrl, kwhKeys } from './kwh-query-keys';

/** The system's live month (YYYY-MM) and the one a close opens, with their Arabic labels. */
export type KwhLiveMonth = components['schemas']['LiveMonthResponse'];

export const kwhLiveMonthQueryOptions = (system: string) =>
  queryOptions({
    queryKey: kwhKeys.month(system),
    queryFn: ({ signal }) => apiGet<KwhLiveMonth>(customersUrl(system, '/month'), { signal }),
  });

export function useKwhLiveMonth(system: string) {
  return useQuery(kwhLiveMonthQueryOptions(system));
}
