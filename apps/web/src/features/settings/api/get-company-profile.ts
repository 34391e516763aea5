import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { CompanyInfo } from '../../../types/ampere';

export const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.companyProfile,
    queryFn: ({ signal }) => apiGet<CompanyInfo>('/api/company-profile', { signal }),
  });

/** The business's name, contacts, registration number and lookup note, printed on every invoice. */
export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}
