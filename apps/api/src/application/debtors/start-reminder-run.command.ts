import { Command } from '@nestjs/cqrs';

/**
 * Starts a reminder run over the chosen debtors (docs/debtors.md#reminders-in-one-pass): the body as
 * sent ({customers: [{system, customerId}], skipRemindedWithinDays}), read by the domain; `actor` the
 * signed-in user's e-mail. Answers the run's id.
 */
export class StartReminderRunCommand extends Command<string> {
  constructor(
    readonly body: unknown,
    readonly actor: string,
  ) {
    super();
  }
}
