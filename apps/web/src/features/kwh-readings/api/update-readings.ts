import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { invalidateSystemData } from '../../../lib/query-keys';
import { readingsMessages as t } from '../messages';

type Schemas = components['schemas'];

/** A row left out or worth a second look; `line` counts data rows from 1, the header not counted. */
export type LineReason = Schemas['ReadingLineReasonResponse'];

/** What the import does to one row, before → after (answered when previewing). */
export type ReadingChange = Schemas['ReadingPreviewRowResponse'];

/** The import's answer: what it did (or would do, with dryRun), the lines skipped and the warnings. */
export type ReadingsUpdateResult = Schemas['ReadingsImportResponse'];

/** `POST /api/{system}-customers/bulk-update-readings` (issue 8 §3): rows keyed by the pasted header;
 * `dryRun` answers what the import would do and writes nothing. */
export function bulkUpdateReadings(
  system: string,
  readings: Record<string, string>[],
  dryRun: boolean,
): Promise<ReadingsUpdateResult> {
  return apiRequest<ReadingsUpdateResult>('POST', `/api/${system}-customers/bulk-update-readings`, {
    readings,
    dryRun,
  });
}

/** What the import would do, nothing written. */
export function usePreviewReadings(system: string) {
  return useMutation({
    mutationFn: (readings: Record<string, string>[]) => bulkUpdateReadings(system, readings, true),
    onError: (error) => notifyFailure(error, t.previewFailed),
  });
}

/** The import itself: one batch, undoable. */
export function useUpdateReadings(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readings: Record<string, string>[]) => bulkUpdateReadings(system, readings, false),
    onSuccess: (result) => toast({ variant: 'success', title: t.updated, description: result.message }),
    onError: (error) => notifyFailure(error, t.updateFailed),
    onSettled: () => invalidateSystemData(queryClient, system),
  });
}
