import { Query } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';
import type { CustomerHistoryMonth } from './customer-history';

/** A live customer's months, newest first (docs/customer-history.md); an unknown id is 404. */
export class GetCustomerHistoryQuery extends Query<{ months: CustomerHistoryMonth[] }> {
  constructor(
    readonly system: BillingSystemRef,
    readonly id: string,
  ) {
    super();
  }
}
