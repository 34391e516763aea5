import type { QueryClient } from '@tanstack/react-query';
import { BillingSystem } from '@kahraba/billing-domain';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereKeys } from './ampere-query-keys';
import { customersUrl, invalidateKwhData, kwhKeys } from './kwh-query-keys';

const FLAT_IMPORTED = ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid'] as const;
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
] as const;

/** Where a system's customers are on the API and what to refresh after a change: the ampere records
 * keep the paths of spec 000 (`/api/ampere-records`), every other system those of spec 001 §7
 * (`/api/{system}-customers`). One write path, routed, not copied. */
export function customersEndpoint(system: string) {
  const flat = system === BillingSystem.ampere.id;
  return {
    url: (rest = ''): string => (flat ? `/api/ampere-records${rest}` : customersUrl(system, rest)),
    lists: (): readonly unknown[] => (flat ? ampereKeys.lists() : kwhKeys.lists(system)),
    invalidate: (queryClient: QueryClient): Promise<void> =>
      flat ? invalidateAmpereData(queryClient) : invalidateKwhData(queryClient, system),
    /** The fields an import sends (BulkAmpereRecordDto, KwhBulkRecordDto); the server computes the rest. */
    importedFields: flat ? FLAT_IMPORTED : METERED_IMPORTED,
    /** The column paste: PATCH on the ampere records (spec 000 §7), POST on the others (spec 001 §7). */
    pasteMethod: flat ? ('PATCH' as const) : ('POST' as const),
  };
}
