import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadingSheet } from '@kahraba/billing-domain';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { invalidateSystemData } from '../../../lib/query-keys';
import { readingsMessages as t } from '../messages';

type Schemas = components['schemas'];

/** A row left out or worth a second look: `line` is the row number the spreadsheet shows (header =
 * row 1), with the customer the row names (number, name, box). */
export type LineReason = Schemas['ReadingLineReasonResponse'];

/** What the import does to one row, before → after (answered when previewing). */
export type ReadingChange = Schemas['ReadingPreviewRowResponse'];

/** The import's answer: what it did (or would do, with dryRun), the lines skipped and the warnings. */
export type ReadingsUpdateResult = Schemas['ReadingsImportResponse'];

/** The sheet as the domain's reader gives it: rows keyed by the header, and each one's sheet row number. */
export type ReadingsSheet = ReadingSheet;

/** `POST /api/{system}-customers/bulk-update-readings` (docs/business-rules.md#the-readings-workflow): rows
 * keyed by the sheet's header with their sheet row numbers; `dryRun` answers what the import would do and
 * writes nothing. */
function bulkUpdateReadings(
  system: string,
  sheet: ReadingsSheet,
  dryRun: boolean,
): Promise<ReadingsUpdateResult> {
  return dataOf(
    api.POST('/api/{system}-customers/bulk-update-readings', {
      params: { path: { system } },
      body: { readings: sheet.readings, rowNumbers: sheet.rowNumbers, dryRun },
    }),
  );
}

/** What the import would do, nothing written. */
export function usePreviewReadings(system: string) {
  return useMutation({
    mutationFn: (sheet: ReadingsSheet) => bulkUpdateReadings(system, sheet, true),
    onError: (error) => notifyFailure(error, t.previewFailed),
  });
}

/** The import itself: one batch, undoable. */
export function useUpdateReadings(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheet: ReadingsSheet) => bulkUpdateReadings(system, sheet, false),
    onSuccess: (result) => toast({ variant: 'success', title: t.updated, description: result.message }),
    onError: (error) => notifyFailure(error, t.updateFailed),
    onSettled: () => invalidateSystemData(queryClient, system),
  });
}
