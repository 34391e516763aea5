import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { invalidateSystemData } from '../../../lib/query-keys';
import { readingsMessages as t } from '../messages';

export type NewMonthReadingsResult = components['schemas']['KwhMonthStartedResponse'];

/** `POST /api/{system}-customers/start-new-month-readings`: the month close of the system. */
function startNewMonthReadings(system: string): Promise<NewMonthReadingsResult> {
  return dataOf(
    api.POST('/api/{system}-customers/start-new-month-readings', { params: { path: { system } } }),
  );
}

export function useStartNewMonthReadings(system: string, systemName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startNewMonthReadings(system),
    // new month for a named system.
    onSuccess: () =>
      toast({ variant: 'success', title: t.newMonthStarted, description: t.newMonthStartedIn(systemName) }),
    onError: (error) => notifyFailure(error, t.newMonthFailed),
    onSettled: () => invalidateSystemData(queryClient, system),
  });
}
