import { Command } from '@nestjs/cqrs';

/**
 * The operator opened a run's link for one customer: the customer is reminded now, by `actor`
 * (docs/debtors.md#reminders-in-one-pass). Opening it again keeps the first time. Answers the run's id.
 */
export class MarkReminderOpenedCommand extends Command<string> {
  constructor(
    readonly runId: string,
    readonly system: string,
    readonly customerId: string,
    readonly actor: string,
  ) {
    super();
  }
}
