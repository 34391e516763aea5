import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/query-keys';

const liveMonthQueryOptions = (system: string) =>
  queryOptions({
    queryKey: customerKeys.month(system),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers/month', { params: { path: { system } }, signal })),
  });

/** `GET /api/{system}-customers/month`: named in the new-month confirmation. */
export function useLiveMonth(system: string) {
  return useQuery(liveMonthQueryOptions(system));
}
