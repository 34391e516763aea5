import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api-client';
import type { AmpereSort } from '../../../types/ampere';
import { customersApi } from './customers-api';

/** A system's live customers in display order, or those matching `query`; the flat system's list comes
 * in the chosen order, a metered group's in its stored order. */
const customersQueryOptions = <T>(system: string, query: string, sort?: AmpereSort) => {
  const api = customersApi(system);
  return queryOptions({
    queryKey: api.keys.list(query.trim(), sort),
    queryFn: ({ signal }) => apiGetList<T>(api.url(), query, signal, sort ? `sort=${sort}` : ''),
    // Keep showing the previous rows while the next search runs.
    placeholderData: keepPreviousData,
  });
};

export function useCustomers<T>(system: string, query: string, sort?: AmpereSort) {
  return useQuery(customersQueryOptions<T>(system, query, sort));
}
