import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { customersApi, isFlatSystem } from './customers-api';

/** The system's live month (YYYY-MM) and the one a close opens, with their Arabic labels. */
const liveMonthQueryOptions = (system: string) =>
  queryOptions({
    queryKey: customersApi(system).keys.month(),
    queryFn: ({ signal }) =>
      dataOf(
        isFlatSystem(system)
          ? api.GET('/api/ampere-records/month', { signal })
          : api.GET('/api/{system}-customers/month', { params: { path: { system } }, signal }),
      ),
  });

export function useLiveMonth(system: string) {
  return useQuery(liveMonthQueryOptions(system));
}
