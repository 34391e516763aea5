import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { backupsMessages as t } from '../messages';
import { backupStatusQueryOptions } from './get-backup-status';
import { backupsQueryKey } from './get-backups';

export type TakenBackup = components['schemas']['TakenBackupResponse'];

function takeBackup(): Promise<TakenBackup> {
  return dataOf(api.POST('/api/backups'));
}

/** "Back up now": the server takes, copies and verifies it before it answers. Only a verified backup
 * is a (green) success; what went wrong (verification, the second copy, a 409 such as a full disk)
 * stays on the page in red or yellow until the next try, where a toast would be gone in 5 s (docs/backups.md). */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBackup,
    onSuccess: (taken) => {
      if (taken.verified === true) toast({ variant: 'success', title: t.taken(taken.name) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
        queryClient.invalidateQueries({ queryKey: backupStatusQueryOptions().queryKey }),
      ]),
  });
}
