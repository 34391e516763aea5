import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

/** `GET /api/handovers/mine`: what the signed-in collector took today, before handing it over
 * (docs/handover.md). Asked again whenever the screen opens (after each receipt). */
export function useOwnDay(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/handovers/mine'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/handovers/mine', { signal })),
    enabled,
    refetchOnMount: 'always',
    retry: false,
  });
}
