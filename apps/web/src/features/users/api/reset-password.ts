import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { usersMessages as t } from '../messages';

type PasswordReset = components['schemas']['PasswordResetResponse'];

/** The password typed, or none: the server then generates one and answers it this once. */
function resetPassword({ id, password }: { id: string; password?: string }): Promise<PasswordReset> {
  return dataOf(
    api.POST('/api/users/{id}/reset-password', {
      params: { path: { id } },
      body: password === undefined ? {} : { password },
    }),
  );
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onError: (error) => notifyFailure(error, t.resetFailed),
  });
}
