import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@kahraba/billing-domain';
import type { UserAccountView } from '@kahraba/persistence';

export class CreateUserCommand extends Command<UserAccountView> {
  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly lastName: string,
    readonly role: UserRole,
    readonly password: string,
    /** Who creates the account, for the audit log: an administrator's e-mail, 'cli:<os user>', or
     * 'system' (the first administrator at first start). */
    readonly actor = 'system',
    /** A collector who walks the reading round too (docs/meter-reader.md); absent: no. */
    readonly meterReader?: boolean,
  ) {
    super();
  }
}
