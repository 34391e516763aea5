import type { QueryClient } from '@tanstack/react-query';
import { BillingSystem } from '@kahraba/billing-domain';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

/** The customers of any billing system over HTTP, at the spec's paths: `/api/ampere-records` for the
 * flat system (spec 000 §3), `/api/{system}-customers` for the metered ones (spec 001 §7). One client,
 * routed by the system; every key starts with the address, so one invalidation refreshes them all. */
export function customersApi(system: string) {
  const flat = system === BillingSystem.ampere.id;
  const url = (rest = '') => (flat ? `/api/ampere-records${rest}` : customersUrl(system, rest));
  return {
    url,
    keys: {
      list: (query: string, sort?: string) => [url(), 'list', sort, query] as const,
      month: () => [url(), 'month'] as const,
    },
    invalidate: (queryClient: QueryClient) =>
      flat ? invalidateAmpereData(queryClient) : invalidateKwhData(queryClient, system),
  };
}
