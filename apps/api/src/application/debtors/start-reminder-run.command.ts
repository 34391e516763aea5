import { Command } from '@nestjs/cqrs';
import type { ReminderRunRequest } from '@kahraba/billing-domain';

/**
 * Starts a reminder run over the chosen debtors (docs/debtors.md#reminders-in-one-pass): the customers
 * ({system, customerId}, each once) and the days within which a reminded one is skipped, read by the
 * domain's readers; `actor` the signed-in user's e-mail. Answers the run's id.
 */
export class StartReminderRunCommand extends Command<string> {
  constructor(
    readonly request: ReminderRunRequest,
    readonly actor: string,
  ) {
    super();
  }
}
