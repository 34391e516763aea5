import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { isDuplicateCustomer } from '../../../components/create-once';
import { api, dataOf } from '../../../lib/api-client';
import { formatCustomerNumber } from '../../../lib/display-format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { useTellJustAdded } from '../components/just-added';
import { customersApi, isFlatSystem } from './customers-api';

type Schemas = components['schemas'];

/** The create request of either tariff kind: the customer's typed fields, and `force` to add a
 * customer whose name and box match a live one, `idempotencyKey` so that a retried request creates once. */
export type NewCustomer = Schemas['CreateAmpereRecordDto'] | Schemas['CreateKwhCustomerDto'];

/** What the page needs of the customer the server created. */
export interface CreatedCustomer {
  id: string;
  customerNumber: number | string;
}

/** The key goes in the `Idempotency-Key` header (the API reads it there as well as in the body); a call
 * without one gets its own, as the API's document asks. The system's form built the body, so the flat
 * system's is its create request. */
async function createCustomer(
  system: string,
  { idempotencyKey, ...customer }: NewCustomer,
): Promise<CreatedCustomer> {
  const header = { 'idempotency-key': idempotencyKey ?? newIdempotencyKey() };
  return isFlatSystem(system)
    ? await dataOf(
        api.POST('/api/ampere-records', {
          params: { header },
          body: customer as Schemas['CreateAmpereRecordDto'],
        }),
      )
    : await dataOf(
        api.POST('/api/{system}-customers', { params: { header, path: { system } }, body: customer }),
      );
}

/** Creates a customer of any kind; the toast names the number the server gave it, and the customers
 * page around the form (if any) is told, so it shows the new customer. */
export function useCreateCustomer(
  system: string,
  t: { created: (customerNumber: string) => string; createFailed: string },
  { onSuccess }: { onSuccess?: (customer: CreatedCustomer) => void } = {},
) {
  const queryClient = useQueryClient();
  const tellJustAdded = useTellJustAdded();
  return useMutation({
    mutationFn: (customer: NewCustomer) => createCustomer(system, customer),
    onSuccess: (customer) => {
      toast({ variant: 'success', title: t.created(formatCustomerNumber(customer.customerNumber)) });
      tellJustAdded?.(customer.id);
      onSuccess?.(customer);
    },
    // A duplicate is not a failure: the form shows it and offers to add anyway.
    onError: (error) => {
      if (!isDuplicateCustomer(error)) notifyFailure(error, t.createFailed);
    },
    onSettled: () => customersApi(system).invalidate(queryClient),
  });
}
