import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type PrintSelectionInput = components['schemas']['CreatePrintSelectionDto'];
export type PrintSelection = components['schemas']['PrintSelectionResponse'];

/** Stores a selection too long for a URL; the print window is opened with its id (kept 24 hours). */
export function createPrintSelection(input: PrintSelectionInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('POST', '/api/print-selections', input);
}

export function useCreatePrintSelection() {
  return useMutation({ mutationFn: createPrintSelection });
}

export const printSelectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/print-selections', id] as const,
    queryFn: ({ signal }) =>
      apiGet<PrintSelection>(`/api/print-selections/${encodeURIComponent(id)}`, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The stored selection `id` (its type and customer ids). */
export function usePrintSelection(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...printSelectionQueryOptions(id), enabled: enabled && id !== '' });
}
