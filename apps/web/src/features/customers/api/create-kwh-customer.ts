import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { isDuplicateCustomer } from '../../../components/create-once';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { KwhCustomer, KwhCustomerInput } from '../../../types/kwh';
import { kwhMessages as t } from '../kwh-messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

export interface NewKwhCustomer extends Partial<KwhCustomerInput> {
  name: string;
  /** Add even when a live customer has the same name and box. */
  force?: boolean;
  /** The same key again answers the customer it created (sent as the Idempotency-Key header). */
  idempotencyKey?: string;
}

export function createKwhCustomer(
  system: string,
  { idempotencyKey, ...customer }: NewKwhCustomer,
): Promise<KwhCustomer> {
  return apiRequest<KwhCustomer>('POST', customersUrl(system), customer, {
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}

export function useCreateKwhCustomer(
  system: string,
  { onSuccess }: { onSuccess?: (customer: KwhCustomer) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: NewKwhCustomer) => createKwhCustomer(system, customer),
    onSuccess: (customer) => {
      toast({ variant: 'success', title: t.created });
      onSuccess?.(customer);
    },
    // A duplicate is not a failure: the form shows it and offers to add anyway.
    onError: (error) => {
      if (!isDuplicateCustomer(error)) notifyFailure(error, t.createFailed);
    },
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
