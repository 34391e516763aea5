import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type Handover = components['schemas']['HandoverResponse'];

export const handoversQueryRoot = ['/api/handovers'] as const;

const handoversQueryOptions = (day: string) =>
  queryOptions({
    queryKey: [...handoversQueryRoot, day] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/handovers', { params: { query: { day } }, signal })),
    // A refused day (one to come) is the administrator's to fix, not to retry.
    retry: false,
  });

/** `GET /api/handovers?day=` (administrators): every collector's day, taken, counted and the difference. */
export function useHandovers(day: string) {
  return useQuery({ ...handoversQueryOptions(day), refetchOnMount: 'always' });
}
