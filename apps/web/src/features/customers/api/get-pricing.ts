import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { ampereKeys } from './ampere-query-keys';

/** globalPrice: more than 2 amperes; lowPrice: 2 amperes or less. */
export type AmperePrices = Pick<AmperePricing, 'globalPrice' | 'lowPrice'>;

/** The prices, and how many live customers have a price of their own. */
export type AmperePricing = components['schemas']['AmperePricingResponse'];

const amperePricingQueryOptions = () =>
  queryOptions({
    queryKey: ampereKeys.pricing(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/ampere-records/pricing', { signal })),
  });

export function useAmperePricing() {
  return useQuery(amperePricingQueryOptions());
}
