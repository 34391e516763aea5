import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

const closedMonthsUrl = (type: string) => `/api/${encodeURIComponent(type)}-closed-months`;

const closedMonthsQueryOptions = (type: string) =>
  queryOptions({
    queryKey: [closedMonthsUrl(type)] as const,
    queryFn: ({ signal }) => apiGet<string[]>(closedMonthsUrl(type), { signal }),
  });

/** docs/printing.md: the months a billing system closed ('YYYY-MM', newest first), which print again
 * from the monthly archive (GET /api/{type}-closed-months). */
export function useClosedMonths(type: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...closedMonthsQueryOptions(type), enabled: enabled && type !== '' });
}
