import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

type UserAccount = components['schemas']['UserAccountResponse'];

export const auditUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/users'] as const,
    queryFn: ({ signal }) => apiGet<UserAccount[]>('/api/users', { signal }),
  });

/** The accounts the user filter offers (the same call as the users screen, its own cache entry). */
export function useAuditUsers() {
  return useQuery(auditUsersQueryOptions());
}
