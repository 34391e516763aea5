import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, publicApi } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

function logout(): Promise<void> {
  // Already signed out is not worth the Unauthorized notice: the failure is only logged.
  return dataOf(publicApi.POST('/api/logout'));
}

/** On success forget everything cached and go to /; on failure only log to the console. */
export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, null);
      onSuccess?.();
    },
    onError: (error) => console.error('Logout failed', error),
  });
}
