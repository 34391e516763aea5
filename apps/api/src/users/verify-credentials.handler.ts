import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserSchema } from '@kahraba/persistence';
import { PasswordHasher } from './password-hasher';
import { AccountDeactivatedError } from './user-errors';
import { toUserView, type UserView } from './user.mapper';
import { VerifyCredentialsQuery } from './verify-credentials.query';

// Verifying against a dummy hash for unknown emails keeps the response time the same.
const DUMMY_HASH =
  '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$ZQ7f5mmQm9xUTnXqTMQ9bNPWr9q4WjSMD3nW6PZ9VN8';

@QueryHandler(VerifyCredentialsQuery)
export class VerifyCredentialsHandler implements IQueryHandler<VerifyCredentialsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(query: VerifyCredentialsQuery): Promise<UserView | null> {
    const user = await this.em.fork().findOne(UserSchema, { email: query.email.trim().toLowerCase() });
    const valid = await this.hasher.verify(user?.passwordHash ?? DUMMY_HASH, query.password);
    if (!user || !valid) return null;
    // Only who knows the password learns that the account is deactivated.
    if (!user.active) throw new AccountDeactivatedError();
    return toUserView(user);
  }
}
