import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { kwhMessages as t } from '../kwh-messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

export type KwhPasteInput = components['schemas']['KwhColumnPasteDto'];
/** spec 001 §5: the columns a single pasted column can fill. */
export type KwhPasteColumn = KwhPasteInput['column'];
export const KWH_PASTE_COLUMNS: readonly KwhPasteColumn[] = [
  'name',
  'box',
  'address',
  'ampere',
  'currentKwh',
  'previousKwh',
  'pricePerKwh',
  'insurance',
  'amountPaid',
];

/** How many customers the paste changes (or changed) and each one's value before and after. */
export type KwhPasteResult = components['schemas']['KwhColumnPasteResponse'];

export function pasteKwhColumn(system: string, input: KwhPasteInput): Promise<KwhPasteResult> {
  return apiRequest<KwhPasteResult>('POST', customersUrl(system, '/column-paste'), input);
}

/** The preview of a paste: which customer would receive which value; writes nothing. */
export function usePreviewKwhPaste(system: string) {
  return useMutation({
    mutationFn: (input: KwhPasteInput) => pasteKwhColumn(system, { ...input, dryRun: true }),
  });
}

export function usePasteKwhColumn(system: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KwhPasteInput) => pasteKwhColumn(system, input),
    onSuccess: ({ updated }) => {
      toast({ variant: 'success', title: t.pasteDone(updated) });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pasteFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
