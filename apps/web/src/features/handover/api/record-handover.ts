import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { handoverMessages as t } from '../messages';
import { handoversQueryRoot } from './get-handovers';

type HandoverCount = components['schemas']['RecordHandoverDto'];

function recordHandover(count: HandoverCount) {
  return dataOf(api.POST('/api/handovers', { body: count }));
}

/** `POST /api/handovers`: records (or replaces) what was counted of a collector's day. */
export function useRecordHandover({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordHandover,
    onSuccess: () => {
      toast({ variant: 'success', title: t.saved });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoversQueryRoot }),
  });
}
