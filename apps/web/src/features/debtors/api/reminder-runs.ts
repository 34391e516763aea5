import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { DEBTORS_KEY } from './get-debtors';

export type ReminderRun = components['schemas']['ReminderRunResponse'];

/** `POST /api/reminder-runs`: the chosen debtors, each a link or the reason it is skipped. */
export function useStartReminderRun() {
  return useMutation({
    mutationFn: (body: {
      customers: { system: string; customerId: string }[];
      skipRemindedWithinDays: number;
    }) => dataOf(api.POST('/api/reminder-runs', { body })),
  });
}

/** `POST /api/reminder-runs/{id}/customers/{systemId}/{customerId}/opened`: the customer is reminded. */
export function useMarkReminderOpened() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, system, customerId }: { runId: string; system: string; customerId: string }) =>
      dataOf(
        api.POST('/api/reminder-runs/{id}/customers/{systemId}/{customerId}/opened', {
          params: { path: { id: runId, systemId: system, customerId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DEBTORS_KEY] }),
  });
}
