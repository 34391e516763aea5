import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listUserAccounts, type UserAccountView } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListUsersQuery } from './list-users.query';

/** Every account, active or not, oldest first. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly db: Database) {}

  execute(): Promise<UserAccountView[]> {
    return listUserAccounts(this.db);
  }
}
