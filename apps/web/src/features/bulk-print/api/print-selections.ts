import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type PrintSelectionInput = components['schemas']['CreatePrintSelectionDto'];
export type PrintSelection = components['schemas']['PrintSelectionResponse'];

/** Stores a selection too long for a URL; the print window is opened with its id (kept 24 hours). */
export function createPrintSelection(input: PrintSelectionInput): Promise<{ id: string }> {
  return dataOf(api.POST('/api/print-selections', { body: input }));
}

export function useCreatePrintSelection() {
  return useMutation({ mutationFn: createPrintSelection });
}

export const printSelectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/print-selections', id] as const,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/print-selections/{id}', { params: { path: { id } }, signal })),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The stored selection `id` (its type and customer ids). */
export function usePrintSelection(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...printSelectionQueryOptions(id), enabled: enabled && id !== '' });
}
