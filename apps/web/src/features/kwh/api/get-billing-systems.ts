import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { BillingSystem } from '../../../types/kwh';
import { kwhKeys } from './kwh-query-keys';

/** issue 8: billing systems are data; the metered ones are the kWh groups and the generic list. */
export const METERED_TARIFF = 'metered-per-kwh';
/** The generic kWh list has its own screen (/kwh); the groups share /:system. */
export const GENERIC_KWH_SYSTEM = 'kwh';

export const billingSystemsQueryOptions = () =>
  queryOptions({
    queryKey: kwhKeys.systems(),
    queryFn: ({ signal }) => apiGet<BillingSystem[]>('/api/billing-systems', { signal }),
    staleTime: 5 * 60_000,
  });

/** The metered groups (every metered system but the generic list), in display order. */
export function meteredGroupsOf(systems: readonly BillingSystem[]): BillingSystem[] {
  return systems
    .filter((system) => system.tariff === METERED_TARIFF && system.id !== GENERIC_KWH_SYSTEM)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}

export function useBillingSystems() {
  return useQuery(billingSystemsQueryOptions());
}
