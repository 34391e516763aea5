import { Command } from '@nestjs/cqrs';
import type { UserRole } from '@kahraba/persistence';
import type { UserView } from './user.mapper';

export class CreateUserCommand extends Command<UserView> {
  constructor(
    readonly email: string,
    readonly firstName: string,
    readonly lastName: string,
    readonly role: UserRole,
    readonly password: string,
  ) {
    super();
  }
}
