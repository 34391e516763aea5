import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { ampereKeys } from './ampere-query-keys';

const ampereBoxesQueryOptions = () =>
  queryOptions({
    queryKey: ampereKeys.boxes(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/ampere-records/boxes', { signal })),
  });

/** The boxes in print order with their customer counts. */
export function useAmpereBoxes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ampereBoxesQueryOptions(), enabled });
}
