import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { AmpereRecord, AmpereRecordInput } from '../../../types/ampere';
import { ampereMessages as t } from '../messages';

export function createAmpereRecord(input: AmpereRecordInput): Promise<AmpereRecord> {
  return apiRequest<AmpereRecord>('POST', '/api/ampere-records', input);
}

export function useCreateAmpereRecord({ onSuccess }: { onSuccess?: (record: AmpereRecord) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAmpereRecord,
    onSuccess: (record) => {
      toast({ variant: 'success', title: t.created });
      onSuccess?.(record);
    },
    onError: (error) => notifyFailure(error, t.createFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
