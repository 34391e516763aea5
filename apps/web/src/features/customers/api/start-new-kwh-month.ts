import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { kwhMessages as t } from '../kwh-messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

/** The month closed and how many customers it closed for. */
export type KwhNewMonthResult = components['schemas']['KwhMonthStartedResponse'];

/** Closes the live month (the same command as the ampere close). It names the month the operator
 * confirmed, so a close that raced it is refused instead of closing the next. */
export function startNewKwhMonth(system: string, month: string | undefined) {
  return apiRequest<KwhNewMonthResult>('POST', customersUrl(system, '/new-month'), month ? { month } : {});
}

export function useStartNewKwhMonth(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string | undefined) => startNewKwhMonth(system, month),
    onSuccess: (result) =>
      toast({
        variant: 'success',
        title: t.newMonthStarted,
        description: t.newMonthSummary(result.totalCustomers, result.month),
      }),
    onError: (error) => notifyFailure(error, t.newMonthFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
