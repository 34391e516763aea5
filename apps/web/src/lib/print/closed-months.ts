import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api-client';

const closedMonthsKeys = {
  of: (type: string) => [`/api/${encodeURIComponent(type)}-closed-months`] as const,
};

const closedMonthsQueryOptions = (type: string) =>
  queryOptions({
    queryKey: closedMonthsKeys.of(type),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{type}-closed-months', { params: { path: { type } }, signal })),
  });

/** docs/printing.md: the months a billing system closed ('YYYY-MM', newest first), which print again
 * from the monthly archive (GET /api/{type}-closed-months). */
export function useClosedMonths(type: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...closedMonthsQueryOptions(type), enabled: enabled && type !== '' });
}
