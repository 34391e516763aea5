import { Command } from '@nestjs/cqrs';

/** What recording a payment answers: the payment, and whether this request wrote it (false: a retry). */
export interface RecordedPayment {
  paymentId: string;
  created: boolean;
}

/**
 * Records one payment of a live record of `system` (docs/business-rules.md#paid-unpaid-and-arrears): the body
 * as sent (amount, currency, method, note, clientId), read by the domain against the locked record;
 * `receivedBy` is the signed-in user's e-mail, or 'cli:<user>' from the terminal. `receivedById` is the
 * signed-in user's id: a payment a phone kept for another user (body.takenBy) is refused
 * (docs/operator-guide.md#roles).
 */
export class RecordPaymentCommand extends Command<RecordedPayment> {
  constructor(
    readonly system: string,
    readonly recordId: string,
    readonly body: unknown,
    readonly receivedBy: string,
    readonly receivedById?: string,
  ) {
    super();
  }
}
