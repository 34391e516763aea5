import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { PENDING_CUSTOMERS_URL } from './get-pending-customers';

export type ApprovedRegistration = components['schemas']['ApprovedRegistrationResponse'];

/** `POST /api/pending-customers/{id}/approve {system}`: the request becomes a customer of `system`. */
export function approvePendingCustomer(id: string, system: string): Promise<ApprovedRegistration> {
  return apiRequest<ApprovedRegistration>(
    'POST',
    `${PENDING_CUSTOMERS_URL}/${encodeURIComponent(id)}/approve`,
    {
      system,
    },
  );
}

export function useApprovePendingCustomer(
  options: { onSuccess?: (approved: ApprovedRegistration) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, system }: { id: string; system: string }) => approvePendingCustomer(id, system),
    onSuccess: options.onSuccess,
    // Approved, or already reviewed by someone else (409): either way the lists have moved on, and
    // the new customer belongs in its system's lists and on the dashboard.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
