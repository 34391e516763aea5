import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { AmpereBox } from '../../../types/ampere';
import { ampereKeys } from './ampere-query-keys';

export const ampereBoxesQueryOptions = () =>
  queryOptions({
    queryKey: ampereKeys.boxes(),
    queryFn: ({ signal }) => apiGet<AmpereBox[]>('/api/ampere-records/boxes', { signal }),
  });

/** The boxes in print order with their customer counts. */
export function useAmpereBoxes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ampereBoxesQueryOptions(), enabled });
}
