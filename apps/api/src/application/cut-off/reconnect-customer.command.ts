import { Command } from '@nestjs/cqrs';
import type { BillingSystemRef } from '../systems/system-catalog';
import type { CutOffActor, CutOffAnswer } from './cut-off-answer';

/** Reconnect one cut-off customer of a system, with an optional fee as typed (docs/cut-off.md). */
export class ReconnectCustomerCommand extends Command<CutOffAnswer> {
  constructor(
    readonly system: BillingSystemRef,
    readonly id: string,
    readonly fee: { feeUsd?: unknown; feeLbp?: unknown },
    readonly actor: CutOffActor,
  ) {
    super();
  }
}
