import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { AmpereRecord, AmpereRecordInput } from '../../../types/ampere';
import { ampereMessages as t } from '../ampere-messages';
import { ampereKeys } from './ampere-query-keys';

export interface UpdateAmpereRecordInput {
  id: string;
  /** Only the fields that change; an inline edit sends exactly one (spec 000 §7.3). */
  changes: Partial<AmpereRecordInput>;
}

export function updateAmpereRecord({ id, changes }: UpdateAmpereRecordInput): Promise<AmpereRecord> {
  return apiRequest<AmpereRecord>('PATCH', `/api/ampere-records/${encodeURIComponent(id)}`, changes);
}

export function useUpdateAmpereRecord({ onSuccess }: { onSuccess?: (record: AmpereRecord) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAmpereRecord,
    onSuccess: (record) => {
      // Show the saved row at once; the refetch below brings the server's order.
      queryClient.setQueriesData<AmpereRecord[]>({ queryKey: ampereKeys.lists() }, (rows) =>
        rows?.map((row) => (row.id === record.id ? record : row)),
      );
      toast({ variant: 'success', title: t.updated });
      onSuccess?.(record);
    },
    onError: (error) => notifyFailure(error, t.updateFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
