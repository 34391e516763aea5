import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { kwhMessages as t } from '../messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

/** spec 001 §5: the columns a single pasted column can fill. */
export const KWH_PASTE_COLUMNS = [
  'name',
  'box',
  'address',
  'ampere',
  'currentKwh',
  'previousKwh',
  'pricePerKwh',
  'insurance',
  'amountPaid',
] as const;
export type KwhPasteColumn = (typeof KWH_PASTE_COLUMNS)[number];

export interface KwhPasteInput {
  column: KwhPasteColumn;
  /** One string per pasted line (empty lines are dropped by the server). */
  values: string[];
  dryRun?: boolean;
}

/** One customer's value before and after (row from 1, in display order). */
export interface KwhPastedChange {
  id: string;
  row: number;
  name: string;
  customerNumber: number;
  before: string | null;
  after: string | null;
}

export interface KwhPasteResult {
  updated: number;
  changes?: KwhPastedChange[];
}

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
