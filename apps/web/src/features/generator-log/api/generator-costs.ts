import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type GeneratorCost = components['schemas']['GeneratorCostResponse'];
export type GeneratorCostBody = components['schemas']['GeneratorCostDto'];
export type GeneratorCostSheetRow = components['schemas']['GeneratorCostSheetRowDto'];
export type GeneratorEconomics = components['schemas']['GeneratorEconomicsResponse'];

/** Every list of the log and every report: a write refreshes them all. */
const LOG_KEY = '/api/generator-costs';
const ECONOMICS_KEY = '/api/generator-economics';

export function useGeneratorCosts(month: string) {
  return useQuery({
    queryKey: [LOG_KEY, month] as const,
    queryFn: () => dataOf(api.GET('/api/generator-costs', { params: { query: { month } } })),
  });
}

export function useGeneratorEconomics(month: string) {
  return useQuery({
    queryKey: [ECONOMICS_KEY, month] as const,
    queryFn: () => dataOf(api.GET('/api/generator-economics', { params: { query: { month } } })),
    retry: false,
  });
}

/** The month's report and lines as an xlsx download. */
export const economicsXlsxUrl = (month: string) =>
  `/api/generator-economics.xlsx?month=${encodeURIComponent(month)}`;

function useLogWrite<T, A>(write: (argument: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [LOG_KEY] }),
        queryClient.invalidateQueries({ queryKey: [ECONOMICS_KEY] }),
      ]);
    },
  });
}

export const useRecordGeneratorCost = () =>
  useLogWrite((body: GeneratorCostBody) => dataOf(api.POST('/api/generator-costs', { body })));

export const useVoidGeneratorCost = () =>
  useLogWrite((id: string) => dataOf(api.DELETE('/api/generator-costs/{id}', { params: { path: { id } } })));

export const useImportGeneratorCosts = () =>
  useLogWrite((rows: GeneratorCostSheetRow[]) =>
    dataOf(api.POST('/api/generator-costs/import', { body: { rows } })),
  );

export const useVoidGeneratorCostImport = () =>
  useLogWrite((importId: string) =>
    dataOf(api.DELETE('/api/generator-costs/imports/{importId}', { params: { path: { importId } } })),
  );
