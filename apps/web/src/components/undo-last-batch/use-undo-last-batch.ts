import { useMutation } from '@tanstack/react-query';
import { notifyFailure } from '../../lib/notify-failure';
import { useConfirm } from '../confirm-dialog';
import { componentMessages } from '../messages';
import { toast } from '../toast';
import { describeLastBatch, undoLastBatch } from './undo-last-batch';

const t = componentMessages.undo;

export interface UseUndoLastBatchOptions {
  /** The system whose customers the batches changed, e.g. 'ampere', 'baydawi-kwh'. */
  system: string;
  /** After the undo (done or refused): refresh what it may have changed. */
  onSettled: () => unknown;
}

/** Undo the last import or bulk update (docs/screens.md#undo-and-restore): first ask the server what that is,
 * name it in the confirmation (kind, who, when, rows), then take back that batch only. Nothing to undo:
 * the server's reason, without asking. */
export function useUndoLastBatch({ system, onSettled }: UseUndoLastBatchOptions) {
  const confirm = useConfirm();
  const undo = useMutation({
    mutationFn: (batchId: string) => undoLastBatch(system, batchId),
    onSuccess: (result) =>
      toast({ variant: 'success', title: t.undone, description: result.message || t.undoneCounts(result) }),
    onError: (error) => notifyFailure(error, t.undoFailed, t.undoFailedDefault),
    onSettled,
  });

  const ask = async () => {
    const batch = await describeLastBatch(system).catch((error: unknown) => {
      notifyFailure(error, t.undoFailed, t.undoFailedDefault);
      return null;
    });
    if (!batch) return;
    const confirmed = await confirm({
      title: t.undoTitle,
      message: `${t.undoWhat(batch)} ${t.undoText}`,
      confirmLabel: t.undoConfirm,
      variant: 'warning',
    });
    if (confirmed) undo.mutate(batch.batchId);
  };

  return { ask, isPending: undo.isPending };
}
