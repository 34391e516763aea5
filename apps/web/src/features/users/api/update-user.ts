import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { usersMessages as t } from '../messages';
import { usersQueryKey, type UserAccount } from './get-users';

type UserChange = components['schemas']['UpdateUserDto'];

function updateUser({ id, change }: { id: string; change: UserChange }): Promise<UserAccount> {
  return dataOf(api.PATCH('/api/users/{id}', { params: { path: { id } }, body: change }));
}

/** A new role, or deactivated / reactivated (the server refuses to leave no active administrator). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (account) => {
      // The list shows the answer at once (a switch does not flick back while the list is asked again).
      queryClient.setQueryData<UserAccount[]>(usersQueryKey, (accounts) =>
        accounts?.map((other) => (other.id === account.id ? account : other)),
      );
      toast({ variant: 'success', title: t.updated });
    },
    onError: (error) => notifyFailure(error, t.updateFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
