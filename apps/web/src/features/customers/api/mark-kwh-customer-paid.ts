import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { KwhCustomer } from '../../../types/kwh';
import { kwhMessages as t } from '../messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

/** Paid in full: the server sets the amount paid to the total. */
export function markKwhCustomerPaid(system: string, id: string) {
  return apiRequest<KwhCustomer>('PATCH', customersUrl(system, `/${encodeURIComponent(id)}/mark-paid`));
}

export function useMarkKwhCustomerPaid(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markKwhCustomerPaid(system, id),
    onSuccess: () => toast({ variant: 'success', title: t.markedPaid }),
    onError: (error) => notifyFailure(error, t.markPaidFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
