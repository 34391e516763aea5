import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../ampere-messages';
import type { components } from '../../../types/api-schema';

/** Soft delete: the record moves to the archive (spec 000 §4). */
export function deleteAmpereRecord(
  id: string,
): Promise<components['schemas']['AmpereRecordDeletedResponse']> {
  return apiRequest('DELETE', `/api/ampere-records/${encodeURIComponent(id)}`);
}

export function useDeleteAmpereRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAmpereRecord,
    onSuccess: () => toast({ variant: 'success', title: t.deleted }),
    onError: (error) => notifyFailure(error, t.deleteFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
