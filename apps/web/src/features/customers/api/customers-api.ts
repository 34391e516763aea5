import type { QueryClient } from '@tanstack/react-query';
import { BillingSystem } from '@kahraba/billing-domain';
import { customersPath } from '../../../config/api-paths';
import { customerKeys, invalidateAmpereData } from '../../../lib/query-keys';
import { invalidateKwhData } from './kwh-query-keys';

const FLAT_IMPORTED = ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid', 'phone'] as const;
const METERED_IMPORTED = [
  'name',
  'box',
  'address',
  'ampere',
  'previousKwh',
  'currentKwh',
  'pricePerKwh',
  'insurance',
  'amountPaid',
  'phone',
] as const;

/** The customers of any billing system over HTTP, at the spec's paths: `/api/ampere-records` for the
 * flat system, `/api/{system}-customers` for the metered ones. One client,
 * routed by the system, not copied; every key starts with the address, so one invalidation refreshes
 * them all. */
export function customersApi(system: string) {
  const flat = system === BillingSystem.ampere.id;
  const url = (rest = '') => `${customersPath(system)}${rest}`;
  const lists = () => [url(), 'list'] as const;
  return {
    url,
    lists,
    keys: {
      list: (query: string, sort?: string) => [...lists(), sort, query] as const,
      month: () => customerKeys.month(system),
    },
    invalidate: (queryClient: QueryClient): Promise<void> =>
      flat ? invalidateAmpereData(queryClient) : invalidateKwhData(queryClient, system),
    /** The fields an import sends (BulkAmpereRecordDto, KwhBulkRecordDto); the server computes the rest. */
    importedFields: flat ? FLAT_IMPORTED : METERED_IMPORTED,
    /** The column paste: PATCH on the ampere records, POST on the others. */
    pasteMethod: flat ? ('PATCH' as const) : ('POST' as const),
  };
}
