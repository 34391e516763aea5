import { Command } from '@nestjs/cqrs';
import type { BillingSystemId } from '@kahraba/billing-domain';

/** Takes back the last manual archive of a system: its records come back live as they were. */
export class RestoreManualArchiveCommand extends Command<{ message: string; restored: number }> {
  constructor(
    readonly system: BillingSystemId,
    readonly actor: string,
  ) {
    super();
  }
}
