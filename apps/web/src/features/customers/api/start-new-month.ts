import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../ampere-messages';
import type { components } from '../../../types/api-schema';

export type NewMonthResult = components['schemas']['MonthCloseResponse'];

/**
 * Closes the live month: snapshot to the monthly archive, everyone unpaid, next month starts. It names
 * the month the operator confirmed, so a close that raced it (cron) is refused instead of closing the next.
 */
export function startNewMonth(month: string): Promise<NewMonthResult> {
  return apiRequest<NewMonthResult>('POST', '/api/ampere-records/new-month', { month });
}

export function useStartNewMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startNewMonth,
    onSuccess: (result) =>
      toast({
        variant: 'success',
        title: t.newMonthStarted,
        description: t.newMonthSummary(result.totalCustomers, result.month, result.nextMonth),
      }),
    onError: (error) => notifyFailure(error, t.newMonthFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
