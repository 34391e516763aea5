import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { customersApi, isFlatSystem } from './customers-api';

/** How many customers the import created and updated, and the rows it left out with their reasons. */
export type BulkResult = components['schemas']['ImportSummaryResponse'];

/** One import, one batch (undo reverts it). The previewed amounts are for the operator's eyes: the
 * server computes them again, so only the typed fields are sent. */
function bulkCreateCustomers(system: string, rows: readonly object[]): Promise<BulkResult> {
  const typed = customersApi(system).importedFields;
  const records = rows.map((row) => {
    const values = new Map(Object.entries(row));
    return Object.fromEntries(typed.map((field) => [field, values.get(field)]));
  });
  return dataOf(
    isFlatSystem(system)
      ? api.POST('/api/ampere-records/bulk', { body: { records } })
      : api.POST('/api/{system}-customers/bulk', { params: { path: { system } }, body: { records } }),
  );
}

export function useBulkCreateCustomers(
  system: string,
  t: { done: (created: number, updated: number) => string; failedTitle: string; failed?: string },
  { onSuccess }: { onSuccess?: (result: BulkResult) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly object[]) => bulkCreateCustomers(system, rows),
    onSuccess: (result) => {
      toast({ variant: 'success', title: t.done(result.created, result.updated) });
      onSuccess?.(result);
    },
    onError: (error) => notifyFailure(error, t.failedTitle, t.failed),
    onSettled: () => customersApi(system).invalidate(queryClient),
  });
}
