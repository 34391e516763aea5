import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { KwhCustomer, KwhCustomerInput } from '../../../types/kwh';
import { kwhMessages as t } from '../kwh-messages';
import { customersUrl, invalidateKwhData, kwhKeys } from './kwh-query-keys';

export interface UpdateKwhCustomerInput {
  id: string;
  /** Only the fields that change (PATCH); amounts are computed by the server. */
  changes: Partial<KwhCustomerInput>;
}

export function updateKwhCustomer(system: string, { id, changes }: UpdateKwhCustomerInput) {
  return apiRequest<KwhCustomer>('PATCH', customersUrl(system, `/${encodeURIComponent(id)}`), changes);
}

export function useUpdateKwhCustomer(
  system: string,
  { onSuccess }: { onSuccess?: (customer: KwhCustomer) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateKwhCustomerInput) => updateKwhCustomer(system, input),
    onSuccess: (customer) => {
      // Show the saved row at once; the refetch below brings the server's order.
      queryClient.setQueriesData<KwhCustomer[]>({ queryKey: kwhKeys.lists(system) }, (rows) =>
        rows?.map((row) => (row.id === customer.id ? customer : row)),
      );
      toast({ variant: 'success', title: t.updated });
      onSuccess?.(customer);
    },
    onError: (error) => notifyFailure(error, t.updateFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
