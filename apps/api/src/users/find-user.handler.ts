import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserSchema } from '@kahraba/persistence';
import { FindUserQuery } from './find-user.query';
import { toUserView, type UserView } from './user.mapper';

const UUID_SHAPE = /^[0-9a-f-]{36}$/i;

@QueryHandler(FindUserQuery)
export class FindUserHandler implements IQueryHandler<FindUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: FindUserQuery): Promise<UserView | null> {
    if (!UUID_SHAPE.test(query.id)) return null;
    const user = await this.em.fork().findOne(UserSchema, { id: query.id });
    return user ? toUserView(user) : null;
  }
}
