import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';
import type { CutOffActor, CutOffAnswer } from './cut-off-answer';

/** Cut off one live customer of a system (docs/cut-off.md); `reason` as read (readCutOffReason). */
export class CutOffCustomerCommand extends Command<CutOffAnswer> {
  constructor(
    readonly system: BillingSystemRef,
    readonly id: string,
    readonly reason: string,
    readonly actor: CutOffActor,
  ) {
    super();
  }
}
