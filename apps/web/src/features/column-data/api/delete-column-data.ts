import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { columnDataMessages as t } from '../messages';

type Cleared = components['schemas']['ColumnClearedResponse'];

function deleteColumnData(body: { table: string; column: string }): Promise<Cleared> {
  return dataOf(api.POST('/api/admin/delete-column-data', { body }));
}

export function useDeleteColumnData({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColumnData,
    onSuccess: (result) => {
      toast({ variant: 'success', title: t.done, description: result.message });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.failed),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
