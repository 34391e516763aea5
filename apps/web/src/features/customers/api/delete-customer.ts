import { BillingSystem } from '@kahraba/billing-domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { ampereMessages, kwhMessages } from '../messages';
import { customersApi, isFlatSystem } from './customers-api';

/** Soft delete: the customer moves to its system's archive, restorable. */
function deleteCustomer(system: string, id: string) {
  return dataOf(
    isFlatSystem(system)
      ? api.DELETE('/api/ampere-records/{id}', { params: { path: { id } } })
      : api.DELETE('/api/{system}-customers/{id}', { params: { path: { system, id } } }),
  );
}

export function useDeleteCustomer(system: string) {
  const queryClient = useQueryClient();
  const t = system === BillingSystem.ampere.id ? ampereMessages : kwhMessages;
  return useMutation({
    mutationFn: (id: string) => deleteCustomer(system, id),
    // The server names what it did ('تم حذف السجل بنجاح').
    onSuccess: (answer) => toast({ variant: 'success', title: answer?.message ?? t.deleted }),
    onError: (error) => notifyFailure(error, t.deleteFailed),
    onSettled: () => customersApi(system).invalidate(queryClient),
  });
}
