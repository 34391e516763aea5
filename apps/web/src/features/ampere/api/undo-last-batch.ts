import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../messages';
import type { components } from '../../../types/api-schema';

export type UndoResult = components['schemas']['UndoResultResponse'];

/** Reverts the latest import or bulk update (spec 000 §4). */
export function undoLastBatch(): Promise<UndoResult> {
  return apiRequest<UndoResult>('DELETE', '/api/ampere-records/undo-last-batch');
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
