import { Command } from '@nestjs/cqrs';
import type { PendingCustomerResponse } from '../../http/portal/pending-customer.response';

/** spec 001 §2.18: staff decline a pending request; `actor` is the reviewer's e-mail. */
export class DeclinePendingCustomerCommand extends Command<PendingCustomerResponse> {
  constructor(
    readonly requestId: string,
    readonly actor: string,
  ) {
    super();
  }
}
