import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
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

function pasteColumn(system: string, input: PasteColumnInput): Promise<PasteColumnResult> {
  const endpoint = customersApi(system);
  return apiRequest<PasteColumnResult>(endpoint.pasteMethod, endpoint.url('/column-paste'), input);
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
