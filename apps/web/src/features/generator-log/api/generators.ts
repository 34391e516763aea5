import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type Generator = components['schemas']['GeneratorResponse'];

const GENERATORS_KEY = ['/api/generators'] as const;

export function useGenerators() {
  return useQuery({ queryKey: GENERATORS_KEY, queryFn: () => dataOf(api.GET('/api/generators')) });
}

/** `POST /api/generators {name, kva}` (administrators): the name and the power as typed. */
export function useAddGenerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; kva: string }) => dataOf(api.POST('/api/generators', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GENERATORS_KEY }),
  });
}

/** `DELETE /api/generators/{id}`: archived; its log lines stay. */
export function useArchiveGenerator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/generators/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GENERATORS_KEY }),
  });
}
