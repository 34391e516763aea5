import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { isDuplicateCustomer } from '../../../components/create-once';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';
import type { AmpereRecord } from '../../../types/ampere';
import { ampereMessages as t } from '../ampere-messages';

/** The create request: the record, and (issue 6) `force` to add a customer whose name and box match a
 * live one, `idempotencyKey` so that a retried request creates once. */
export type NewAmpereRecord = components['schemas']['CreateAmpereRecordDto'];

/** The key goes in the `Idempotency-Key` header (the API reads it there as well as in the body). */
export function createAmpereRecord({ idempotencyKey, ...record }: NewAmpereRecord): Promise<AmpereRecord> {
  return apiRequest<AmpereRecord>('POST', '/api/ampere-records', record, {
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}

export function useCreateAmpereRecord({ onSuccess }: { onSuccess?: (record: AmpereRecord) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAmpereRecord,
    onSuccess: (record) => {
      toast({ variant: 'success', title: t.created });
      onSuccess?.(record);
    },
    // A duplicate is not a failure: the form shows it and offers to add anyway.
    onError: (error) => {
      if (!isDuplicateCustomer(error)) notifyFailure(error, t.createFailed);
    },
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
