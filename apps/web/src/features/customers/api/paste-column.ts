import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';
import type { AmpereSort } from '../../../types/ampere';
import { ampereMessages as t } from '../ampere-messages';

export const PASTE_COLUMNS = ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid'] as const;
export type PasteColumn = (typeof PASTE_COLUMNS)[number];

export interface PasteColumnInput {
  column: PasteColumn;
  /** One value per line. */
  data: string[];
  startIndex: number;
  /** The order the operator sees, so value n lands on row n of the screen. */
  sort: AmpereSort;
  /** issue 6: answer the changes without writing them (the preview). */
  dryRun?: boolean;
}

/** One customer's value before and after the paste, as text; `row` is its position on screen, from 1. */
export type PastedChange = components['schemas']['PastedChangeResponse'];

/** How many customers the paste changes (or changed) and what each receives. */
export type PasteColumnResult = components['schemas']['ColumnPasteResponse'];

export function pasteColumn(input: PasteColumnInput): Promise<PasteColumnResult> {
  return apiRequest<PasteColumnResult>('PATCH', '/api/ampere-records/column-paste', input);
}

/** The preview of a paste: what each customer would receive; writes nothing. */
export function usePreviewPasteColumn() {
  return useMutation({ mutationFn: (input: PasteColumnInput) => pasteColumn({ ...input, dryRun: true }) });
}

export function usePasteColumn({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pasteColumn,
    onSuccess: ({ updated }) => {
      toast({ variant: 'success', title: t.pasteDone(updated) });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pasteFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
