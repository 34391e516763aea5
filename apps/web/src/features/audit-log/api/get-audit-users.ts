import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

const auditUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/users'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/users', { signal })),
  });

/** The accounts the user filter offers (the same call as the users screen, its own cache entry). */
export function useAuditUsers() {
  return useQuery(auditUsersQueryOptions());
}
