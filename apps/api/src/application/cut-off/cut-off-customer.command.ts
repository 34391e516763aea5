import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';
import type { CutOffActor, CutOffAnswer } from './cut-off-answer';

/** Cut off one live customer of a system (docs/cut-off.md); `reason` as typed. */
export class CutOffCustomerCommand extends Command<CutOffAnswer> {
  constructor(
    readonly system: BillingSystemRef,
    readonly id: string,
    readonly reason: unknown,
    readonly actor: CutOffActor,
  ) {
    super();
  }
}
