import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, AUTH_PROBE_URL, dataOf, publicApi } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type CurrentUser = components['schemas']['UserResponse'];

export const currentUserQueryKey = [AUTH_PROBE_URL] as const;

/** The signed-in user, or null when signed out (the probe answers 401: no toast, no redirect). */
async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await dataOf(publicApi.GET('/api/auth/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

// No retry, zero stale and cache time, so the session is asked afresh
// (docs/screens.md#talking-to-the-server).
const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** `data`: the user, null when signed out, undefined while loading (or when the probe failed). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
