import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findUserAccount } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { FindUserQuery } from './find-user.query';
import type { UserView } from './user.view';

const UUID_SHAPE = /^[0-9a-f-]{36}$/i;

/** The user of a session, read on every request: a deactivated user has none (their
 * sessions end at once; docs/operator-guide.md#users-and-the-audit-log). */
@QueryHandler(FindUserQuery)
export class FindUserHandler implements IQueryHandler<FindUserQuery> {
  constructor(private readonly db: Database) {}

  async execute(query: FindUserQuery): Promise<UserView | null> {
    if (!UUID_SHAPE.test(query.id)) return null;
    const user = await findUserAccount(this.db, query.id);
    if (!user?.active) return null;
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      meterReader: user.meterReader,
    };
  }
}
