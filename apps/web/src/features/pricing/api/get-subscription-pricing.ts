import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** The monthly subscription fee in whole Lebanese pounds by amperage, e.g. {"5": 500000}. */
export type SubscriptionPricing = Record<string, number>;

const subscriptionPricingQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.subscriptionPricing,
    queryFn: ({ signal }) => dataOf(api.GET('/api/subscription-pricing', { signal })),
  });

export function useSubscriptionPricing() {
  return useQuery(subscriptionPricingQueryOptions());
}
