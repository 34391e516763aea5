import { Command } from '@nestjs/cqrs';
import type { AccountChange } from '@kahraba/billing-domain';
import type { UserAccountView } from '@kahraba/persistence';

/** An administrator changes a user's role or meter-reader permission, or deactivates / reactivates them. */
export class UpdateUserCommand extends Command<UserAccountView> {
  constructor(
    readonly id: string,
    readonly change: AccountChange,
    readonly actor: { id: string; email: string },
  ) {
    super();
  }
}
