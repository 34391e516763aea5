import { Command } from '@nestjs/cqrs';
import type { PendingRegistration } from './pending-registration';

/**
 * Staff approve a pending request into `system` (flat-rate: an ampere
 * record; metered: a customer of that kWh group); `actor` is the reviewer's e-mail. The answer
 * carries the phone the customer got (docs/business-rules.md#registrations), null when the request's was not
 * a Lebanese number.
 */
export class ApprovePendingCustomerCommand extends Command<
  PendingRegistration & { customerId: string; customerPhone: string | null }
> {
  constructor(
    readonly requestId: string,
    readonly system: string,
    readonly actor: string,
  ) {
    super();
  }
}
