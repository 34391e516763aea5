import { Command } from '@nestjs/cqrs';

/** Voids one payment of the live month, with a reason (issue 11); answers the payment's id. */
export class VoidPaymentCommand extends Command<string> {
  constructor(
    readonly paymentId: string,
    readonly reason: unknown,
    readonly actor: string,
  ) {
    super();
  }
}
