import { Command } from '@nestjs/cqrs';
import type { ReconnectionFeeTyped } from '@kahraba/billing-domain';
import type { BillingSystemRef } from '../systems/system-catalog';
import type { CutOffActor, CutOffAnswer } from './cut-off-answer';

/**
 * Reconnect one cut-off customer of a system, with an optional fee, each currency as read; the handler
 * applies the rules between them and the stored rate (docs/cut-off.md).
 */
export class ReconnectCustomerCommand extends Command<CutOffAnswer> {
  constructor(
    readonly system: BillingSystemRef,
    readonly id: string,
    readonly fee: ReconnectionFeeTyped,
    readonly actor: CutOffActor,
  ) {
    super();
  }
}
