import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officialTariffsQueryOptions } from '../../../components/official-tariff';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { officialTariffMessages as t } from '../messages';

export type OfficialTariffInput = components['schemas']['OfficialTariffDto'];
export type Compliance = components['schemas']['ComplianceResponse'];

export function useOfficialTariffs() {
  return useQuery(officialTariffsQueryOptions());
}

/** PUT /api/official-tariffs/{month} (administrators): the month's tariff, replaced whole. */
export function useSaveOfficialTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ month, tariff }: { month: string; tariff: OfficialTariffInput }) =>
      dataOf(api.PUT('/api/official-tariffs/{month}', { params: { path: { month } }, body: tariff })),
    onSuccess: (saved) => toast({ variant: 'success', title: t.saved, description: saved.monthLabel }),
    onError: (error) => notifyFailure(error, t.saveFailed),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

const complianceQueryOptions = (month: string, system: string | undefined) =>
  queryOptions({
    queryKey: ['/api/compliance', month, system ?? ''] as const,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/compliance', { params: { query: { month, ...(system && { system }) } }, signal })),
  });

/** GET /api/compliance: the month's bills above the tariff (docs/official-tariff.md#compliance). */
export function useCompliance(month: string, system: string | undefined) {
  return useQuery(complianceQueryOptions(month, system));
}
