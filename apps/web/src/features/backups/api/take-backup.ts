import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { backupsMessages as t } from '../messages';
import { backupsQueryKey } from './get-backups';

export type TakenBackup = components['schemas']['TakenBackupResponse'];

export function takeBackup(): Promise<TakenBackup> {
  return apiRequest<TakenBackup>('POST', '/api/backups');
}

/** "Back up now": the server takes, copies and verifies it before it answers. */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackup,
    onSuccess: (taken) =>
      taken.verified
        ? toast({ variant: 'success', title: t.taken(taken.name) })
        : toast({
            variant: 'destructive',
            title: t.takenUnverified(taken.name),
            description: taken.verifyError ?? undefined,
          }),
    onError: (error) => notifyFailure(error, t.takeFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
