import { Command } from '@nestjs/cqrs';
import type { PendingCustomerResponse } from './pending-customer.response';

/** Staff decline a pending request; `actor` is the reviewer's e-mail. */
export class DeclinePendingCustomerCommand extends Command<PendingCustomerResponse> {
  constructor(
    readonly requestId: string,
    readonly actor: string,
  ) {
    super();
  }
}
