import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { PENDING_CUSTOMERS_URL } from './get-pending-customers';
import type { components } from '../../../types/api-schema';

export type DeclinedRegistration = components['schemas']['DeclinedRegistrationResponse'];

/** `POST /api/pending-customers/{id}/decline`. */
function declinePendingCustomer(id: string): Promise<DeclinedRegistration> {
  return dataOf(api.POST('/api/pending-customers/{id}/decline', { params: { path: { id } } }));
}

export function useDeclinePendingCustomer(
  options: { onSuccess?: (declined: DeclinedRegistration) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => declinePendingCustomer(id),
    onSuccess: options.onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PENDING_CUSTOMERS_URL] }),
  });
}
