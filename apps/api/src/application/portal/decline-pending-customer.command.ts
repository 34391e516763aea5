import { Command } from '@nestjs/cqrs';
import type { PendingRegistration } from './pending-registration';

/** Staff decline a pending request; `actor` is the reviewer's e-mail. */
export class DeclinePendingCustomerCommand extends Command<PendingRegistration> {
  constructor(
    readonly requestId: string,
    readonly actor: string,
  ) {
    super();
  }
}
