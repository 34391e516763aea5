import { useMutation } from '@tanstack/react-query';
import { ApiError, isUnauthorizedError } from '../../lib/api-client';
import { formatCustomerNumber } from '../../lib/display-format';
import { componentMessages } from '../messages';
import { toast } from '../toast';

const t = componentMessages.archive;

export interface UseRestoreArchivedOptions<Restored> {
  /** `POST …/{id}/restore`: the customer back in the live list, with a new number. */
  restore: (id: string) => Promise<Restored>;
  /** After the restore (done or refused): refresh the archive and the live list. */
  onSettled: () => unknown;
}

/** Restores a deleted customer and says the new customer number; a 404 says the archived record does not
 * exist. One rule for every archive screen (docs/screens.md#undo-and-restore). */
export function useRestoreArchived<Restored extends { name: string; customerNumber: number }>({
  restore,
  onSettled,
}: UseRestoreArchivedOptions<Restored>) {
  return useMutation({
    mutationFn: restore,
    onSuccess: (record) =>
      toast({
        variant: 'success',
        title: t.restored,
        description: t.restoredText(record.name, formatCustomerNumber(record.customerNumber)),
      }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const missing = error instanceof ApiError && error.status === 404;
      toast({
        variant: 'destructive',
        title: t.restoreFailed,
        description: missing ? t.notFound : t.restoreFailedText,
      });
    },
    onSettled,
  });
}
