import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

import { kwhKeys } from './kwh-query-keys';

const groupPriceQueryOptions = (system: string) =>
  queryOptions({
    queryKey: kwhKeys.groupPrice(system),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers/group-price', { params: { path: { system } }, signal })),
  });

export function useGroupPrice(system: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupPriceQueryOptions(system), enabled });
}
