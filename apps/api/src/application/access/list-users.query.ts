import { Query } from '@nestjs/cqrs';
import type { UserAccountView } from '@kahraba/persistence';

export class ListUsersQuery extends Query<UserAccountView[]> {}
