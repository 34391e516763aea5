import { Query } from '@nestjs/cqrs';
import type { UserView } from '../../http/access/user.mapper';

export class FindUserQuery extends Query<UserView | null> {
  constructor(readonly id: string) {
    super();
  }
}
