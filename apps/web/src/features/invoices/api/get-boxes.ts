import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { AmpereBox } from '../../../types/ampere';

export const boxesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.ampereRecords, 'boxes'],
    queryFn: ({ signal }) => apiGet<AmpereBox[]>('/api/ampere-records/boxes', { signal }),
  });

/** The boxes in print order with their customer counts ('' = no box). */
export function useBoxes() {
  return useQuery(boxesQueryOptions());
}
