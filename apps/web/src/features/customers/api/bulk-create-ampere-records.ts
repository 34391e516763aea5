import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../ampere-messages';
import type { ImportRow } from './preview-import';
import type { components } from '../../../types/api-schema';

/** How many customers the import created and updated, and the rows it left out with their reasons. */
export type BulkResult = components['schemas']['ImportSummaryResponse'];

/** One import, one batch (undo reverts it). The previewed amount is for the operator's eyes: the
 * server computes it again, so it is not sent. */
export function bulkCreateAmpereRecords(rows: ImportRow[]): Promise<BulkResult> {
  const records = rows.map(({ name, box, ampere, amperePrice, address, amountPaid }) => ({
    name,
    box,
    ampere,
    amperePrice,
    address,
    amountPaid,
  }));
  return apiRequest<BulkResult>('POST', '/api/ampere-records/bulk', { records });
}

export function useBulkCreateAmpereRecords({ onSuccess }: { onSuccess?: (result: BulkResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCreateAmpereRecords,
    onSuccess: (result) => {
      toast({ variant: 'success', title: t.bulkDone(result.created, result.updated) });
      onSuccess?.(result);
    },
    onError: (error) => notifyFailure(error, t.bulkFailedTitle, t.bulkFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
