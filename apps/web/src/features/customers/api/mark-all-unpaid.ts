import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../messages';
import type { components } from '../../../types/api-schema';

/** Every record unpaid, amounts paid back to zero. */
function markAllUnpaid(): Promise<components['schemas']['MarkAllUnpaidResponse']> {
  return dataOf(api.PATCH('/api/ampere-records/mark-all-unpaid'));
}

export function useMarkAllUnpaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllUnpaid,
    onSuccess: ({ updated }) =>
      toast({ variant: 'success', title: t.markedAllUnpaid, description: t.recordsUpdated(updated) }),
    onError: (error) => notifyFailure(error, t.operationFailed, t.markAllUnpaidFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
