import { Query } from '@nestjs/cqrs';
import type { UserView } from './user.view';

/** Answers the signed-in user for a correct email and password, null otherwise. */
export class VerifyCredentialsQuery extends Query<UserView | null> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
