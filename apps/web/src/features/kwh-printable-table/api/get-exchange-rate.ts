import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { printableTableKeys } from './printable-table-query-keys';

/** The stored rate: whole Lebanese pounds for one US dollar. */
export const exchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: printableTableKeys.exchangeRate,
    queryFn: ({ signal }) => apiGet<number>('/api/exchange-rate', { signal }),
  });

export function useExchangeRate() {
  return useQuery(exchangeRateQueryOptions());
}
