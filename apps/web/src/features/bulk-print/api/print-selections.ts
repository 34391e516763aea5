import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

type PrintSelectionInput = components['schemas']['CreatePrintSelectionDto'];

/** Stores a selection too long for a URL; the print window is opened with its id (kept 24 hours). */
function createPrintSelection(input: PrintSelectionInput): Promise<{ id: string }> {
  return dataOf(api.POST('/api/print-selections', { body: input }));
}

export function useCreatePrintSelection() {
  return useMutation({ mutationFn: createPrintSelection });
}
