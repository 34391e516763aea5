import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const systemBoxesQueryOptions = (type: string) =>
  queryOptions({
    queryKey: [`/api/${type}-boxes`] as const,
    queryFn: ({ signal }) => apiGet<string[]>(`/api/${encodeURIComponent(type)}-boxes`, { signal }),
  });

/** The boxes of ampere or of a metered group, numerically (GET /api/{type}-boxes). */
export function useSystemBoxes(type: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...systemBoxesQueryOptions(type), enabled: enabled && type !== '' });
}
