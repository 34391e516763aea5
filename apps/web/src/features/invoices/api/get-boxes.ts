import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const boxesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.ampereRecords, 'boxes'],
    queryFn: ({ signal }) => dataOf(api.GET('/api/ampere-records/boxes', { signal })),
  });

/** The boxes in print order with their customer counts ('' = no box). */
export function useBoxes() {
  return useQuery(boxesQueryOptions());
}
