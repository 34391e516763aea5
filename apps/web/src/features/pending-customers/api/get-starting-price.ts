import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { BillingSystem } from '../../../lib/billing-systems';
import type { components } from '../../../types/api-schema';

type AmperePricing = components['schemas']['AmperePricingResponse'];
type GroupPrice = components['schemas']['GroupPriceResponse'];

/** What a customer approved into a system starts from: the ampere prices (chosen by the thresholds),
 * or a metered group's current price per kWh (docs/metered-group-price.md). */
export type StartingPrice =
  { tariff: 'flat-per-ampere'; pricing: AmperePricing } | { tariff: 'metered-per-kwh'; price: GroupPrice };

type PricedSystem = Pick<BillingSystem, 'id' | 'tariff'>;

const startingPriceQueryOptions = (system: PricedSystem) =>
  queryOptions({
    queryKey: ['/api/pending-customers', 'starting-price', system.id, system.tariff] as const,
    queryFn: async ({ signal }): Promise<StartingPrice> =>
      system.tariff === 'flat-per-ampere'
        ? {
            tariff: 'flat-per-ampere',
            pricing: await dataOf(api.GET('/api/ampere-records/pricing', { signal })),
          }
        : {
            tariff: 'metered-per-kwh',
            price: await dataOf(
              api.GET('/api/{system}-customers/group-price', {
                params: { path: { system: system.id } },
                signal,
              }),
            ),
          },
  });

/** The price the chosen system would give the approved customer, asked afresh each time the dialog
 * opens (a price changed since shows); nothing asked before a system is chosen. */
export function useStartingPrice(system: PricedSystem | undefined) {
  return useQuery({
    ...startingPriceQueryOptions(system ?? { id: '', tariff: 'metered-per-kwh' }),
    enabled: system !== undefined,
  });
}
