import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type UserAccount = components['schemas']['UserAccountResponse'];
export type UserRole = UserAccount['role'];

export const usersQueryKey = ['/api/users'] as const;

const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => dataOf(api.GET('/api/users', { signal })),
  });

/** Every account, active or not (administrators only: the server answers 403 to an operator). */
export function useUsers() {
  return useQuery(usersQueryOptions());
}
