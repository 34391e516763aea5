import { BillingSystem as SeededSystem } from '@kahraba/billing-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSystem } from '../types/kwh';
import { apiGet } from './api-client';

export type { BillingSystem };

export const billingSystemsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/billing-systems'] as const,
    queryFn: ({ signal }) => apiGet<BillingSystem[]>('/api/billing-systems', { signal }),
    // The catalogue changes only when an operator adds a group: no refetch on every focus.
    staleTime: 5 * 60_000,
  });

const isGenericList = (system: BillingSystem) => system.id === SeededSystem.kwh.id;

/**
 * The systems billed by meter reading, from `GET /api/billing-systems` (issue 8: a group is data, so a
 * fourth one appears without code): the groups in display order, then the generic kWh list (spec 001
 * names the groups first), or without it (`withGenericList: false`, spec 001 §2.15 offers the groups only).
 */
export function useMeteredSystems({ withGenericList = true }: { withGenericList?: boolean } = {}) {
  return useQuery({
    ...billingSystemsQueryOptions(),
    select: (systems: BillingSystem[]) =>
      systems
        .filter((system) => system.tariff === 'metered-per-kwh')
        .filter((system) => withGenericList || !isGenericList(system))
        .sort(
          (a, b) => Number(isGenericList(a)) - Number(isGenericList(b)) || a.displayOrder - b.displayOrder,
        ),
  });
}
