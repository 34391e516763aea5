import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { customersApi } from './customers-api';

type Schemas = components['schemas'];

/** A column paste of either kind: a flat column with its values (`data`), start row and the order the
 * operator sees; a metered column with its values. `dryRun`
 * answers the changes without writing them (the preview). */
export type PasteColumnInput = Schemas['ColumnPasteDto'] | Schemas['KwhColumnPasteDto'];

/** How many customers the paste changes (or changed) and what each receives. */
export type PasteColumnResult = Schemas['ColumnPasteResponse'];

/** A flat column (`data`) is pasted with PATCH on the ampere records, a metered one (`values`) with POST on
 * its system's customers. */
function pasteColumn(system: string, input: PasteColumnInput): Promise<PasteColumnResult> {
  if ('data' in input) return dataOf(api.PATCH('/api/ampere-records/column-paste', { body: input }));
  return dataOf(
    api.POST('/api/{system}-customers/column-paste', { params: { path: { system } }, body: input }),
  );
}

/** The preview of a paste: what each customer would receive; writes nothing. */
export function usePreviewPasteColumn(system: string) {
  return useMutation({
    mutationFn: (input: PasteColumnInput) => pasteColumn(system, { ...input, dryRun: true }),
  });
}

export function usePasteColumn(
  system: string,
  t: { done: (count: number) => string; failed: string },
  { onSuccess }: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasteColumnInput) => pasteColumn(system, input),
    onSuccess: ({ updated }) => {
      toast({ variant: 'success', title: t.done(updated) });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.failed),
    onSettled: () => customersApi(system).invalidate(queryClient),
  });
}
