import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type ApprovedRegistration = components['schemas']['ApprovedRegistrationResponse'];

/** `POST /api/pending-customers/{id}/approve {system}`: the request becomes a customer of `system`. */
function approvePendingCustomer(id: string, system: string): Promise<ApprovedRegistration> {
  return dataOf(
    api.POST('/api/pending-customers/{id}/approve', { params: { path: { id } }, body: { system } }),
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
