import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { customersApi } from './customers-api';

/** The system's live month (YYYY-MM) and the one a close opens, with their Arabic labels. */
type LiveMonth = components['schemas']['LiveMonthResponse'];

const liveMonthQueryOptions = (system: string) => {
  const api = customersApi(system);
  return queryOptions({
    queryKey: api.keys.month(),
    queryFn: ({ signal }) => apiGet<LiveMonth>(api.url('/month'), { signal }),
  });
};

export function useLiveMonth(system: string) {
  return useQuery(liveMonthQueryOptions(system));
}
