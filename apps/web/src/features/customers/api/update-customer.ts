import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { customersApi } from './customers-api';

type Schemas = components['schemas'];

export interface UpdateCustomerInput {
  id: string;
  /** Only the fields that change (PATCH); an inline edit sends exactly one. Amounts are
   * computed by the server. */
  changes: Schemas['UpdateAmpereRecordDto'] | Schemas['KwhCustomerFieldsDto'];
}

function updateCustomer<Customer>(system: string, { id, changes }: UpdateCustomerInput) {
  return apiRequest<Customer>('PATCH', customersApi(system).url(`/${encodeURIComponent(id)}`), changes);
}

export function useUpdateCustomer<Customer extends { id: string }>(
  system: string,
  t: { updated: string; updateFailed: string },
  { onSuccess }: { onSuccess?: (customer: Customer) => void } = {},
) {
  const queryClient = useQueryClient();
  const endpoint = customersApi(system);
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => updateCustomer<Customer>(system, input),
    onSuccess: (customer) => {
      // Show the saved row at once; the refetch below brings the server's order.
      queryClient.setQueriesData<Customer[]>({ queryKey: endpoint.lists() }, (rows) =>
        rows?.map((row) => (row.id === customer.id ? customer : row)),
      );
      toast({ variant: 'success', title: t.updated });
      onSuccess?.(customer);
    },
    onError: (error) => notifyFailure(error, t.updateFailed),
    onSettled: () => endpoint.invalidate(queryClient),
  });
}
