import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, publicApi } from '../../../lib/api-client';
import { currentUserQueryKey, type CurrentUser } from './get-current-user';
import type { components } from '../../../types/api-schema';

type LoginInput = components['schemas']['LoginDto'];

/** 200 with the user; 401 (wrong credentials) and 429 (too many attempts) carry an Arabic `message`. */
function login(input: LoginInput): Promise<CurrentUser> {
  return dataOf(publicApi.POST('/api/login', { body: input }));
}

export function useLogin({ onSuccess }: { onSuccess?: (user: CurrentUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      onSuccess?.(user);
    },
  });
}
