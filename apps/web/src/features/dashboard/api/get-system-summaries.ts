import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** Every system's card, the grand totals, the pending count and the history. */
export type SystemSummaries = components['schemas']['SystemSummariesResponse'];
export type SystemSummary = components['schemas']['SystemSummaryResponse'];
export type ArchivedMonth = components['schemas']['ArchivedMonthResponse'];

const systemSummariesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/system-summaries'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/system-summaries', { signal })),
  });

/** `GET /api/system-summaries`, fresh on every visit (the figures move with every payment). */
export function useSystemSummaries() {
  return useQuery({ ...systemSummariesQueryOptions(), refetchOnMount: 'always' });
}
