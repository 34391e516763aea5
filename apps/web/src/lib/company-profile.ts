import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from './api-client';
import { queryRoots } from './query-keys';

const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.companyProfile,
    queryFn: ({ signal }) => dataOf(api.GET('/api/company-profile', { signal })),
  });

/** The business's name, contacts, registration number and lookup note, printed on every invoice and
 * receipt (`GET /api/company-profile`). */
export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}
