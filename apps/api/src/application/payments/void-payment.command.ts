import { Command } from '@nestjs/cqrs';
import type { PaymentVoider } from '@kahraba/billing-domain';

/**
 * Voids one payment of the live month, with a reason (docs/business-rules.md#paid-unpaid-and-arrears);
 * answers the payment's id. `voider` is the signed-in user (a collector voids only their own payments;
 * docs/operator-guide.md#roles); none from the terminal.
 */
export class VoidPaymentCommand extends Command<string> {
  constructor(
    readonly paymentId: string,
    readonly reason: string | undefined,
    readonly actor: string,
    readonly voider?: PaymentVoider,
  ) {
    super();
  }
}
