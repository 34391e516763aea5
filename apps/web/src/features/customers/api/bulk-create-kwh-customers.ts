import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { kwhMessages as t } from '../kwh-messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';
import type { KwhImportRow } from './preview-kwh-import';

/** How many customers the import created and updated, and the rows it left out. */
export type KwhBulkResult = components['schemas']['KwhImportSummaryResponse'];

/** One import, one batch (undo reverts it). The previewed amounts are for the operator's eyes: the
 * server computes them again, so only the typed fields are sent. */
export function bulkCreateKwhCustomers(system: string, rows: readonly KwhImportRow[]) {
  const records = rows.map(
    ({ name, box, address, ampere, previousKwh, currentKwh, pricePerKwh, insurance, amountPaid }) => ({
      name,
      box,
      address,
      ampere,
      previousKwh,
      currentKwh,
      pricePerKwh,
      insurance,
      amountPaid,
    }),
  );
  return apiRequest<KwhBulkResult>('POST', customersUrl(system, '/bulk'), { records });
}

export function useBulkCreateKwhCustomers(
  system: string,
  { onSuccess }: { onSuccess?: (result: KwhBulkResult) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly KwhImportRow[]) => bulkCreateKwhCustomers(system, rows),
    onSuccess: (result) => {
      toast({ variant: 'success', title: t.bulkDone(result.created, result.updated) });
      onSuccess?.(result);
    },
    onError: (error) => notifyFailure(error, t.bulkFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
