import { Query } from '@nestjs/cqrs';
import type { ArchivedKwhCustomerView } from '@kahraba/persistence';

/** A metered system's deleted customers, latest first; with `search`, those matching every term. */
export class ListArchivedKwhCustomersQuery extends Query<ArchivedKwhCustomerView[]> {
  constructor(
    readonly system: string,
    readonly search?: string,
  ) {
    super();
  }
}
