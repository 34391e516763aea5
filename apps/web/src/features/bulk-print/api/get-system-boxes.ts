import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

const systemBoxesKeys = {
  of: (type: string) => [`/api/${type}-boxes`] as const,
};

const systemBoxesQueryOptions = (type: string) =>
  queryOptions({
    queryKey: systemBoxesKeys.of(type),
    queryFn: ({ signal }) => dataOf(api.GET('/api/{type}-boxes', { params: { path: { type } }, signal })),
  });

/** The boxes of ampere or of a metered group, numerically (GET /api/{type}-boxes). */
export function useSystemBoxes(type: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...systemBoxesQueryOptions(type), enabled: enabled && type !== '' });
}
