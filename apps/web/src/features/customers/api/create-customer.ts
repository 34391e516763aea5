import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { isDuplicateCustomer } from '../../../components/create-once';
import { apiRequest } from '../../../lib/api-client';
import { formatCustomerNumber } from '../../../lib/display-format';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { useTellJustAdded } from '../components/just-added';
import { customersApi } from './customers-api';

type Schemas = components['schemas'];

/** The create request of either tariff kind: the customer's typed fields, and `force` to add a
 * customer whose name and box match a live one, `idempotencyKey` so that a retried request creates once. */
export type NewCustomer = Schemas['CreateAmpereRecordDto'] | Schemas['CreateKwhCustomerDto'];

/** What the page needs of the customer the server created. */
export interface CreatedCustomer {
  id: string;
  customerNumber: number | string;
}

/** The key goes in the `Idempotency-Key` header (the API reads it there as well as in the body). */
function createCustomer<Customer>(
  system: string,
  { idempotencyKey, ...customer }: NewCustomer,
): Promise<Customer> {
  return apiRequest<Customer>('POST', customersApi(system).url(), customer, {
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}

/** Creates a customer of any kind; the toast names the number the server gave it, and the customers
 * page around the form (if any) is told, so it shows the new customer. */
export function useCreateCustomer<Customer extends CreatedCustomer>(
  system: string,
  t: { created: (customerNumber: string) => string; createFailed: string },
  { onSuccess }: { onSuccess?: (customer: Customer) => void } = {},
) {
  const queryClient = useQueryClient();
  const tellJustAdded = useTellJustAdded();
  return useMutation({
    mutationFn: (customer: NewCustomer) => createCustomer<Customer>(system, customer),
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
