import { Command } from '@nestjs/cqrs';
import type { PaymentVoider } from '@kahraba/billing-domain';

/**
 * Voids one payment of the live month, with a reason (issue 11); answers the payment's id. `voider`
 * is the signed-in user (issue 20: a collector voids only their own payments); none from the terminal.
 */
export class VoidPaymentCommand extends Command<string> {
  constructor(
    readonly paymentId: string,
    readonly reason: unknown,
    readonly actor: string,
    readonly voider?: PaymentVoider,
  ) {
    super();
  }
}
