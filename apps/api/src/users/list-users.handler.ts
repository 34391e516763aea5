import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserSchema } from '@kahraba/persistence';
import { ListUsersQuery } from './list-users.query';
import { toUserView, type UserView } from './user.mapper';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<UserView[]> {
    const users = await this.em.fork().find(UserSchema, {}, { orderBy: { createdAt: 'asc' } });
    return users.map(toUserView);
  }
}
