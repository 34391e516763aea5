import { Query } from '@nestjs/cqrs';
import type { UserView } from './user.view';

export class FindUserQuery extends Query<UserView | null> {
  constructor(readonly id: string) {
    super();
  }
}
