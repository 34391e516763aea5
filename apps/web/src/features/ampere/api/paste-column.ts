import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { AmpereSort } from '../../../types/ampere';
import { ampereMessages as t } from '../messages';
import type { components } from '../../../types/api-schema';

export const PASTE_COLUMNS = ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid'] as const;
export type PasteColumn = (typeof PASTE_COLUMNS)[number];

export interface PasteColumnInput {
  column: PasteColumn;
  /** One value per line. */
  data: string[];
  startIndex: number;
  /** The order the operator sees, so value n lands on row n of the screen. */
  sort: AmpereSort;
}

export function pasteColumn(input: PasteColumnInput): Promise<components['schemas']['ColumnPasteResponse']> {
  return apiRequest('PATCH', '/api/ampere-records/column-paste', input);
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
