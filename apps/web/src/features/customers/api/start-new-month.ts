import { BillingSystem } from '@kahraba/billing-domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { ampereMessages, kwhMessages } from '../messages';
import { customersApi, isFlatSystem } from './customers-api';

type Schemas = components['schemas'];
/** The month closed, how many customers it closed for, and (flat system) the month it opened. */
export type NewMonthResult = Schemas['MonthCloseResponse'] | Schemas['KwhMonthStartedResponse'];

/**
 * Closes the live month of any system (one command on the server): snapshot to the monthly archive,
 * everyone unpaid, next month starts. It names the month the operator confirmed, so a close that raced
 * it (cron) is refused instead of closing the next.
 */
function startNewMonth(system: string, month: string | undefined): Promise<NewMonthResult> {
  const body = month ? { month } : {};
  return dataOf(
    isFlatSystem(system)
      ? api.POST('/api/ampere-records/new-month', { body })
      : api.POST('/api/{system}-customers/new-month', { params: { path: { system } }, body }),
  );
}

export function useStartNewMonth(system: string) {
  const queryClient = useQueryClient();
  const t = system === BillingSystem.ampere.id ? ampereMessages : kwhMessages;
  return useMutation({
    mutationFn: (month: string | undefined) => startNewMonth(system, month),
    onSuccess: (result) => {
      toast({
        variant: 'success',
        title: t.newMonthStarted,
        description:
          'nextMonth' in result
            ? ampereMessages.newMonthSummary(result.totalCustomers, result.month, result.nextMonth)
            : kwhMessages.newMonthSummary(result.totalCustomers, result.month),
      });
      // docs/official-tariff.md#compliance: the closed month's bills above the official tariff
      if ('billsAboveOfficialTariff' in result && result.billsAboveOfficialTariff > 0) {
        toast({
          variant: 'destructive',
          title: kwhMessages.aboveOfficialTariffTitle,
          description: kwhMessages.aboveOfficialTariff(result.billsAboveOfficialTariff, result.month),
        });
      }
    },
    onError: (error) => notifyFailure(error, t.newMonthFailed),
    onSettled: () => customersApi(system).invalidate(queryClient),
  });
}
