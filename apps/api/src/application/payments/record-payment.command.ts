import { Command } from '@nestjs/cqrs';
import type { NumberText } from '@kahraba/billing-domain';

/** What recording a payment answers: the payment, and whether this request wrote it (false: a retry). */
export interface RecordedPayment {
  paymentId: string;
  created: boolean;
}

/**
 * A payment as sent: the amount as typed (read once the currency and the balance are known), the other fields
 * as their readers answer them (the CLI and the simulator send them as typed; the domain reads them again).
 */
export interface PaymentRequest {
  readonly amount?: NumberText;
  readonly currency?: string;
  readonly method?: string;
  readonly note?: string | null;
  readonly clientId?: string | null;
  readonly takenBy?: string | null;
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
    readonly body: PaymentRequest,
    readonly receivedBy: string,
    readonly receivedById?: string,
  ) {
    super();
  }
}
