import type { QueryClient } from '@tanstack/react-query';
import { billingSystemsQueryOptions, type BillingSystem } from '../billing-systems';
import { invalidateAmpereData, invalidateSystemData } from '../query-keys';

/**
 * Refetches what the screens show of every billing system whose changes go to `group`
 * (`updatesGroup` of GET /api/billing-systems): the ampere calls for the flat system, the
 * `/api/{system}-customers…` and `/api/{system}-archived…` calls for a metered one.
 */
export async function invalidateUpdatesGroup(queryClient: QueryClient, group: string): Promise<void> {
  const systems = await queryClient.fetchQuery(billingSystemsQueryOptions()).catch((): BillingSystem[] => []);
  const followed = systems.filter((system) => system.updatesGroup === group);
  // Without the catalogue, refetching every screen is the safe answer.
  if (followed.length === 0) return queryClient.invalidateQueries();
  await Promise.all(
    followed.map((system) =>
      system.tariff === 'flat-per-ampere'
        ? invalidateAmpereData(queryClient)
        : invalidateSystemData(queryClient, system.id),
    ),
  );
}
