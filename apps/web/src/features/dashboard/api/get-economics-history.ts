import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type EconomicsMonth = components['schemas']['GeneratorEconomicsResponse'];

/** The generator's economics of the last twelve months, this one last (docs/generator-economics.md). */
export function useEconomicsHistory() {
  return useQuery({
    queryKey: ['/api/generator-economics/history'] as const,
    queryFn: () => dataOf(api.GET('/api/generator-economics/history')),
  });
}
