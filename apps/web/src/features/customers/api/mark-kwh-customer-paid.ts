import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { kwhMessages as t } from '../messages';
import { invalidateKwhData } from './kwh-query-keys';

/** Paid in full: the server sets the amount paid to the total. */
function markKwhCustomerPaid(system: string, id: string) {
  return dataOf(api.PATCH('/api/{system}-customers/{id}/mark-paid', { params: { path: { system, id } } }));
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
