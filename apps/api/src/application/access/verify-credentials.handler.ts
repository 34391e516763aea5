import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findSignInAccount } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { PasswordHasher } from './password-hasher';
import { AccountDeactivatedError } from './user-errors';
import { toUserView, type UserView } from './user.view';
import { VerifyCredentialsQuery } from './verify-credentials.query';

@QueryHandler(VerifyCredentialsQuery)
export class VerifyCredentialsHandler implements IQueryHandler<VerifyCredentialsQuery> {
  constructor(
    private readonly db: Database,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(query: VerifyCredentialsQuery): Promise<UserView | null> {
    const user = await findSignInAccount(this.db, query.email.trim().toLowerCase());
    const valid = user
      ? await this.hasher.verify(user.passwordHash, query.password)
      : await this.hasher.verifyNothing(query.password);
    if (!user || !valid) return null;
    // Only who knows the password learns that the account is deactivated.
    if (!user.active) throw new AccountDeactivatedError();
    return toUserView(user);
  }
}
