import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** The stored rate: whole Lebanese pounds for one US dollar. */
const exchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.exchangeRate,
    queryFn: ({ signal }) => dataOf(api.GET('/api/exchange-rate', { signal })),
  });

export function useExchangeRate() {
  return useQuery(exchangeRateQueryOptions());
}
