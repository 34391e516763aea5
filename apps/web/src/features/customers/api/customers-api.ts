import type { QueryClient } from '@tanstack/react-query';
import { BillingSystem } from '@kahraba/billing-domain';
import { customersPath } from '../../../config/api-paths';
import { customerKeys, invalidateAmpereData } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';
import { invalidateKwhData } from './kwh-query-keys';

type Schemas = components['schemas'];

/** One system's customers as the server listed them, tagged with the tariff kind whose path answered:
 * each page reads the rows of its own kind (`CustomerListKind.rowsOf`). */
export type CustomerList =
  | { tariff: 'flat'; rows: Schemas['AmpereRecordResponse'][] }
  | { tariff: 'metered'; rows: Schemas['KwhCustomerResponse'][] };

/** One customer as the server answered it, tagged the same way. */
export type SavedCustomer =
  | { tariff: 'flat'; customer: Schemas['AmpereRecordResponse'] }
  | { tariff: 'metered'; customer: Schemas['KwhCustomerResponse'] };

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

/** Whether `system` is the flat one, whose customers live at `/api/ampere-records`; every other system's
 * at `/api/{system}-customers`. The calls pick their typed path by it. */
export function isFlatSystem(system: string): boolean {
  return system === BillingSystem.ampere.id;
}

/** The customers of any billing system over HTTP, at the spec's paths: `/api/ampere-records` for the
 * flat system, `/api/{system}-customers` for the metered ones. One client,
 * routed by the system, not copied; every key starts with the address, so one invalidation refreshes
 * them all. */
export function customersApi(system: string) {
  const flat = isFlatSystem(system);
  const lists = () => [customersPath(system), 'list'] as const;
  return {
    lists,
    keys: {
      list: (query: string, sort?: string) => [...lists(), sort, query] as const,
      month: () => customerKeys.month(system),
    },
    invalidate: (queryClient: QueryClient): Promise<void> =>
      flat ? invalidateAmpereData(queryClient) : invalidateKwhData(queryClient, system),
    /** The fields an import sends (BulkAmpereRecordDto, KwhBulkRecordDto); the server computes the rest. */
    importedFields: flat ? FLAT_IMPORTED : METERED_IMPORTED,
  };
}
