import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { usersMessages as t } from '../messages';
import { usersQueryKey, type UserAccount } from './get-users';

export type NewUser = components['schemas']['CreateUserDto'];

function createUser(user: NewUser): Promise<UserAccount> {
  return dataOf(api.POST('/api/users', { body: user }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => toast({ variant: 'success', title: t.created(user.email) }),
    onError: (error) => notifyFailure(error, t.createFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
