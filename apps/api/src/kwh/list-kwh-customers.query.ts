import { Query } from '@nestjs/cqrs';
import type { KwhCustomerView } from '@kahraba/persistence';

/** A metered system's live customers in display order; with `search`, those matching every term. */
export class ListKwhCustomersQuery extends Query<KwhCustomerView[]> {
  constructor(
    readonly system: string,
    readonly search?: string,
  ) {
    super();
  }
}
