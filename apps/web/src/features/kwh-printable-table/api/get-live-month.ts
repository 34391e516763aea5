import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { customersUrl, printableTableKeys } from './printable-table-query-keys';

export type LiveMonth = components['schemas']['LiveMonthResponse'];

/** The system's live month with its Arabic name ('تشرين الثاني 2026'). */
export const liveMonthQueryOptions = (system: string) =>
  queryOptions({
    queryKey: printableTableKeys.month(system),
    queryFn: ({ signal }) => apiGet<LiveMonth>(customersUrl(system, '/month'), { signal }),
    enabled: system !== '',
  });

export function useLiveMonth(system: string) {
  return useQuery(liveMonthQueryOptions(system));
}
