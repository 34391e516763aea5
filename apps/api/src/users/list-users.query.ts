import { Query } from '@nestjs/cqrs';
import type { UserView } from './user.mapper';

export class ListUsersQuery extends Query<UserView[]> {}
