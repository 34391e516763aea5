import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { PENDING_CUSTOMERS_URL } from './get-pending-customers';

export type DeclinedRegistration = components['schemas']['DeclinedRegistrationResponse'];

/** `POST /api/pending-customers/{id}/decline`. */
export function declinePendingCustomer(id: string): Promise<DeclinedRegistration> {
  return apiRequest<DeclinedRegistration>(
    'POST',
    `${PENDING_CUSTOMERS_URL}/${encodeURIComponent(id)}/decline`,
  );
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
