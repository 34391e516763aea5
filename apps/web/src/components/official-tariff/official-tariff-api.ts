import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from '../../lib/api-client';
import type { components } from '../../types/api-schema';

export type OfficialTariff = components['schemas']['OfficialTariffResponse'];

/** The months' tariffs, latest first (docs/official-tariff.md). */
export const officialTariffsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/official-tariffs'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/official-tariffs', { signal })),
  });

/** Makes a month's tariff the prices of a metered group, or of every group ('all'): one undoable change. */
export function applyOfficialTariff(month: string, system: string) {
  return dataOf(
    api.POST('/api/official-tariffs/{month}/apply', { params: { path: { month } }, body: { system } }),
  );
}
