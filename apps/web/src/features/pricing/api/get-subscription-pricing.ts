import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** The monthly subscription fee in whole Lebanese pounds by amperage, e.g. {"5": 500000}. */
export type SubscriptionPricing = Record<string, number>;

export const subscriptionPricingQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.subscriptionPricing,
    queryFn: ({ signal }) => apiGet<SubscriptionPricing>('/api/subscription-pricing', { signal }),
  });

export function useSubscriptionPricing() {
  return useQuery(subscriptionPricingQueryOptions());
}
