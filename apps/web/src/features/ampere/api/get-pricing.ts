import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ampereKeys } from './ampere-query-keys';
/** globalPrice: more than 2 amperes; lowPrice: 2 amperes or less (spec 000 §9). */
export interface AmperePricing {
  globalPrice: number;
  lowPrice: number;
}

export const amperePricingQueryOptions = () =>
  queryOptions({
    queryKey: ampereKeys.pricing(),
    queryFn: ({ signal }) => apiGet<AmperePricing>('/api/ampere-records/pricing', { signal }),
  });

export function useAmperePricing() {
  return useQuery(amperePricingQueryOptions());
}
