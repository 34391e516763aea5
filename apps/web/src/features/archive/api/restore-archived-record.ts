import { useQueryClient } from '@tanstack/react-query';
import { useRestoreArchived } from '../../../components/archive';
import { api, dataOf } from '../../../lib/api-client';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { AmpereRecord } from '../../../types/ampere';

/** Back to the live records, with a new customer number (docs/screens.md#undo-and-restore). */
function restoreArchivedRecord(id: string): Promise<AmpereRecord> {
  return dataOf(api.POST('/api/archived-records/{id}/restore', { params: { path: { id } } }));
}

export function useRestoreArchivedRecord() {
  const queryClient = useQueryClient();
  return useRestoreArchived({
    restore: restoreArchivedRecord,
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
