import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { customersApi, isFlatSystem, type CustomerList, type SavedCustomer } from './customers-api';

type Schemas = components['schemas'];

export interface UpdateCustomerInput {
  id: string;
  /** Only the fields that change (PATCH); an inline edit sends exactly one. Amounts are
   * computed by the server. */
  changes: Schemas['UpdateAmpereRecordDto'] | Schemas['KwhCustomerFieldsDto'];
}

/** The system's form built the changes, so the flat system's are its update request. */
async function updateCustomer(system: string, { id, changes }: UpdateCustomerInput): Promise<SavedCustomer> {
  if (isFlatSystem(system)) {
    const body = changes as Schemas['UpdateAmpereRecordDto'];
    return {
      tariff: 'flat',
      customer: await dataOf(api.PATCH('/api/ampere-records/{id}', { params: { path: { id } }, body })),
    };
  }
  const customer = await dataOf(
    api.PATCH('/api/{system}-customers/{id}', { params: { path: { system, id } }, body: changes }),
  );
  return { tariff: 'metered', customer };
}

const withSaved = <Row extends { id: string }>(rows: Row[], saved: Row): Row[] =>
  rows.map((row) => (row.id === saved.id ? saved : row));

/** The list with the saved customer in its row, when both are of the same kind. */
function listWith(list: CustomerList, saved: SavedCustomer): CustomerList {
  if (list.tariff === 'flat' && saved.tariff === 'flat') {
    return { tariff: 'flat', rows: withSaved(list.rows, saved.customer) };
  }
  if (list.tariff === 'metered' && saved.tariff === 'metered') {
    return { tariff: 'metered', rows: withSaved(list.rows, saved.customer) };
  }
  return list;
}

export function useUpdateCustomer(
  system: string,
  t: { updated: string; updateFailed: string },
  { onSuccess }: { onSuccess?: (customer: SavedCustomer['customer']) => void } = {},
) {
  const queryClient = useQueryClient();
  const endpoint = customersApi(system);
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => updateCustomer(system, input),
    onSuccess: (saved) => {
      // Show the saved row at once; the refetch below brings the server's order.
      queryClient.setQueriesData<CustomerList>({ queryKey: endpoint.lists() }, (list) =>
        list ? listWith(list, saved) : list,
      );
      toast({ variant: 'success', title: t.updated });
      onSuccess?.(saved.customer);
    },
    onError: (error) => notifyFailure(error, t.updateFailed),
    onSettled: () => endpoint.invalidate(queryClient),
  });
}
