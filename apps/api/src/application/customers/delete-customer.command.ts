import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

/** The reason a soft delete writes into the archive row. */
export const DELETION_REASON = 'deleted';

/**
 * Soft delete (docs/business-rules.md#deleting-and-restoring-customers) for any billing system: the customer
 * moves into its system's archive and can be restored.
 */
export class DeleteCustomerCommand extends Command<{ archivedId: string }> {
  constructor(
    readonly system: BillingSystemRef,
    readonly id: string,
    readonly actor: string,
  ) {
    super();
  }
}
