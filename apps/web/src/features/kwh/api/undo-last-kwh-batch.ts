import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { kwhMessages as t, type KwhBatchDescription } from '../messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

export interface KwhBatch extends KwhBatchDescription {
  batchId: string;
}

export interface KwhUndoResult {
  deletedCount: number;
  revertedCount: number;
  message?: string;
}

/** What an undo would take back now: kind, who, when and how many customers. */
export function describeLastKwhBatch(system: string): Promise<KwhBatch> {
  return apiRequest<KwhBatch>('GET', customersUrl(system, '/undo-last-batch'));
}

/** Reverts the latest import or bulk update: the one the operator was shown. */
export function undoLastKwhBatch(system: string, batchId: string): Promise<KwhUndoResult> {
  return apiRequest<KwhUndoResult>(
    'DELETE',
    customersUrl(system, `/undo-last-batch?batchId=${encodeURIComponent(batchId)}`),
  );
}

export function useUndoLastKwhBatch(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => undoLastKwhBatch(system, batchId),
    onSuccess: (result) =>
      toast({
        variant: 'success',
        title: t.undone,
        description: t.undoSummary(result.deletedCount, result.revertedCount),
      }),
    onError: (error) => notifyFailure(error, t.undoFailed, t.undoFailedDefault),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
