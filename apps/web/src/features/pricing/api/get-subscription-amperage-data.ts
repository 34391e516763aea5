import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { pricingKeys } from './pricing-query-keys';

/** How many live metered customers have each amperage (ascending). */
export type AmperageCount = components['schemas']['SubscriptionAmperageResponse'];

const amperageDataQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.amperageData,
    queryFn: ({ signal }) => dataOf(api.GET('/api/subscription-amperage-data', { signal })),
  });

export function useAmperageData() {
  return useQuery(amperageDataQueryOptions());
}
