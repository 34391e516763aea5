import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../messages';
import type { components } from '../../../types/api-schema';

export type UndoResult = components['schemas']['UndoResultResponse'];
export type BatchDescription = components['schemas']['BatchDescriptionResponse'];

/** What an undo would take back now: kind, who, when and how many customers (issue 7). */
export function describeLastBatch(): Promise<BatchDescription> {
  return apiRequest<BatchDescription>('GET', '/api/ampere-records/undo-last-batch');
}

/**
 * Reverts the latest import or bulk update (spec 000 §4): the one the operator was shown, refused
 * (409) if another change became the last in between.
 */
export function undoLastBatch(batchId: string): Promise<UndoResult> {
  return apiRequest<UndoResult>(
    'DELETE',
    `/api/ampere-records/undo-last-batch?batchId=${encodeURIComponent(batchId)}`,
  );
}

export function useUndoLastBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoLastBatch,
    onSuccess: ({ message }) => toast({ variant: 'success', title: t.undone, description: message }),
    onError: (error) => notifyFailure(error, t.undoFailed, t.undoFailedDefault),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
