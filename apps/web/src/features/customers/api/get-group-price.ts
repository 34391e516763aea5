import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { kwhKeys } from './kwh-query-keys';

/** A metered group's current price per kWh, which its new customers start from
 * (docs/metered-group-price.md): dollars, and the pounds when it was set in pounds. */
export type GroupPrice = components['schemas']['GroupPriceResponse'];

export const groupPriceQueryOptions = (system: string) =>
  queryOptions({
    queryKey: kwhKeys.groupPrice(system),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers/group-price', { params: { path: { system } }, signal })),
  });

export function useGroupPrice(system: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupPriceQueryOptions(system), enabled });
}
