import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';

/** Takes back the last manual archive of a system: its records come back live as they were. */
export class RestoreManualArchiveCommand extends Command<{ message: string; restored: number }> {
  constructor(
    readonly system: BillingSystemRef,
    readonly actor: string,
  ) {
    super();
  }
}
