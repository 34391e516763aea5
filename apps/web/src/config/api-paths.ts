import { BillingSystem } from '@kahraba/billing-domain';

/** The customers' address of a billing system, at the spec's paths: the flat system's is
 * `/api/ampere-records`, a metered group's `/api/{system}-customers` (docs/metered-groups.md). */
export type CustomersPath = '/api/ampere-records' | `/api/${string}-customers`;

export function customersPath(system: string): CustomersPath {
  return system === BillingSystem.ampere.id
    ? '/api/ampere-records'
    : `/api/${encodeURIComponent(system)}-customers`;
}

/** A metered group's archived customers: `/api/{system}-archived`. */
export function archivedCustomersPath(system: string): `/api/${string}-archived` {
  return `/api/${encodeURIComponent(system)}-archived`;
}
