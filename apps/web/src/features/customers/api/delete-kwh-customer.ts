import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { kwhMessages as t } from '../kwh-messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

/** Soft delete: the customer moves to the system's archive (/kwh-archived), restorable. */
export function deleteKwhCustomer(system: string, id: string) {
  return apiRequest<components['schemas']['KwhCustomerDeletedResponse']>(
    'DELETE',
    customersUrl(system, `/${encodeURIComponent(id)}`),
  );
}

export function useDeleteKwhCustomer(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteKwhCustomer(system, id),
    onSuccess: (answer) => toast({ variant: 'success', title: answer?.message ?? t.deleted }),
    onError: (error) => notifyFailure(error, t.deleteFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
