import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** A billing system as data (`GET /api/billing-systems`, issue 8): a fourth metered group is a row,
 * and every screen that offers the groups (tabs, cards) shows it without a code change. */
export interface BillingSystem {
  id: string;
  tariff: 'flat-per-ampere' | 'metered-per-kwh' | (string & {});
  arabicName: string;
  displayOrder: number;
  updatesGroup: string;
}

export const billingSystemsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/billing-systems'] as const,
    queryFn: ({ signal }) => apiGet<BillingSystem[]>('/api/billing-systems', { signal }),
    // The catalogue changes only when an operator adds a group: no refetch on every focus.
    staleTime: 5 * 60_000,
  });

/** The billing systems billed by meter reading (the generic kWh list and every kWh group), in display order. */
export function useMeteredSystems() {
  return useQuery({
    ...billingSystemsQueryOptions(),
    select: (systems: BillingSystem[]) =>
      systems
        .filter((system) => system.tariff === 'metered-per-kwh')
        .sort((a, b) => a.displayOrder - b.displayOrder),
  });
}
