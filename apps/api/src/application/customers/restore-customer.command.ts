import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

/**
 * Brings a deleted customer back from its system's archive, with a new customer number
 * (docs/business-rules.md#deleting-and-restoring-customers); answered as the system's list shows the
 * customer.
 */
export class RestoreCustomerCommand<View> extends Command<View> {
  constructor(
    readonly system: BillingSystemRef,
    readonly archivedId: string,
    readonly actor: string,
  ) {
    super();
  }
}
