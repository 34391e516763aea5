import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { settingsMessages as t } from '../messages';

const KEY = ['/api/cut-off-settings'] as const;

/** Whether operators may cut off and reconnect customers (docs/cut-off.md#who-may). */
export function useCutOffSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => dataOf(api.GET('/api/cut-off-settings')) });
}

/** Administrators only; the customer pages read the same answer. */
export function useSetCutOffSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatorsMayCutOff: boolean) =>
      dataOf(api.PUT('/api/cut-off-settings', { body: { operatorsMayCutOff } })),
    onSuccess: () => toast({ variant: 'success', title: t.cutOff.saved }),
    onError: (error) => notifyFailure(error, t.cutOff.failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
