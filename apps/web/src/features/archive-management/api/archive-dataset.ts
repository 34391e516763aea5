import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { archiveManagementMessages as t } from '../messages';

type ArchiveResult = components['schemas']['ArchiveResultResponse'];
type RestoreResult = components['schemas']['RestoreArchiveResultResponse'];

/** A dataset's endpoint as `GET /api/table-counts` names it: `ampere-records`, or a metered group's
 * `{system}-customers`. */
const AMPERE_DATASET = 'ampere-records';
const meteredSystemOf = (endpoint: string) => ({ system: endpoint.replace(/-customers$/, '') });

/** POST /api/{endpoint}/archive: every live record into the monthly archive, the table emptied. */
function archiveDataset(endpoint: string): Promise<ArchiveResult> {
  return dataOf(
    endpoint === AMPERE_DATASET
      ? api.POST('/api/ampere-records/archive')
      : api.POST('/api/{system}-customers/archive', { params: { path: meteredSystemOf(endpoint) } }),
  );
}

/** POST /api/{endpoint}/restore-archive: the last manual archive back into the empty table. */
function restoreDatasetArchive(endpoint: string): Promise<RestoreResult> {
  return dataOf(
    endpoint === AMPERE_DATASET
      ? api.POST('/api/ampere-records/restore-archive')
      : api.POST('/api/{system}-customers/restore-archive', { params: { path: meteredSystemOf(endpoint) } }),
  );
}

/** Every cached list may have changed: the whole cache is refetched. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useArchiveDataset({ onError }: { onError?: (error: unknown) => void } = {}) {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: archiveDataset,
    onSuccess: (result) => toast({ variant: 'success', title: t.archived, description: result.message }),
    onError: (error) => {
      notifyFailure(error, t.archiveFailed, t.archiveFailedText);
      onError?.(error);
    },
    onSettled: refresh,
  });
}

export function useRestoreDatasetArchive({ onError }: { onError?: (error: unknown) => void } = {}) {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: restoreDatasetArchive,
    onSuccess: (result) => toast({ variant: 'success', title: t.restored, description: result.message }),
    onError: (error) => {
      notifyFailure(error, t.restoreFailed, t.restoreFailedText);
      onError?.(error);
    },
    onSettled: refresh,
  });
}
