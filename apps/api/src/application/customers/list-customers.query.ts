import { Query } from '@nestjs/cqrs';
import type { AmpereSortOrder } from './ampere-display-order';
import type { BillingSystemRef } from '../systems/system-catalog';

/**
 * A system's live customers as its list shows them, or those matching every term of `search`
 * (name, number, box, address, phone). `sort` is the ampere list's toggle; null keeps the system's
 * stored display order (the kWh groups' permanent sort).
 */
export class ListCustomersQuery<View> extends Query<View[]> {
  constructor(
    readonly system: BillingSystemRef,
    readonly sort: AmpereSortOrder | null,
    readonly search?: string,
  ) {
    super();
  }
}
