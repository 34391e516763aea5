import { BillingSystem as SeededSystem } from '@kahraba/billing-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSystem } from '../types/kwh';
import { api, dataOf } from './api-client';

export type { BillingSystem };

export const billingSystemsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/billing-systems'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/billing-systems', { signal })),
    // The catalogue changes only when an operator adds a group: no refetch on every focus.
    staleTime: 5 * 60_000,
  });

/** The flat system first, then the metered groups in display order, the generic kWh list last (the
 * groups are named first). The order only: every metered system has the same screens and tools
 * (docs/metered-groups.md). */
export function systemsInOrder<System extends Pick<BillingSystem, 'id' | 'tariff' | 'displayOrder'>>(
  systems: readonly System[],
): System[] {
  const rank = (system: System) =>
    system.tariff !== 'metered-per-kwh' ? 0 : system.id === SeededSystem.kwh.id ? 2 : 1;
  return [...systems].sort((a, b) => rank(a) - rank(b) || a.displayOrder - b.displayOrder);
}

/**
 * The systems billed by meter reading, from `GET /api/billing-systems` (a group is data, so a
 * fourth one appears without code), in `systemsInOrder`: the groups, then the generic kWh list.
 */
export function useMeteredSystems() {
  return useQuery({
    ...billingSystemsQueryOptions(),
    select: (systems: BillingSystem[]) =>
      systemsInOrder(systems.filter((system) => system.tariff === 'metered-per-kwh')),
  });
}
