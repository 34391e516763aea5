import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { ApiError, apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { formatCustomerNumber } from '../../../lib/display-format';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { AmpereRecord } from '../../../types/ampere';
import { archiveMessages as t } from '../messages';

/** Back to the live records, with a new customer number (spec 000 §4). */
export function restoreArchivedRecord(id: string): Promise<AmpereRecord> {
  return apiRequest<AmpereRecord>('POST', `/api/archived-records/${encodeURIComponent(id)}/restore`);
}

export function useRestoreArchivedRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreArchivedRecord,
    onSuccess: (record) =>
      toast({
        variant: 'success',
        title: t.restored,
        description: t.restoredText(record.name, formatCustomerNumber(record.customerNumber)),
      }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      // spec 000 §7.4, §8: a 404 means the archived record does not exist.
      const missing = error instanceof ApiError && error.status === 404;
      toast({
        variant: 'destructive',
        title: t.restoreFailed,
        description: missing ? t.notFound : t.restoreFailedText,
      });
    },
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
