import { Query } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

/** A system's deleted customers, latest deletion first; with `search`, those matching every term. */
export class ListArchivedCustomersQuery<View> extends Query<View[]> {
  constructor(
    readonly system: BillingSystemRef,
    readonly search?: string,
  ) {
    super();
  }
}
