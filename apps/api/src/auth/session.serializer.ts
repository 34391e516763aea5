import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PassportSerializer } from '@nestjs/passport';
import { FindUserQuery } from '../users/find-user.query';
import type { UserView } from '../users/user.mapper';

/** The session keeps only the user id; every request reads the user afresh. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly queryBus: QueryBus) {
    super();
  }

  serializeUser(user: UserView, done: (error: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (error: unknown, user?: UserView | false) => void): void {
    this.queryBus.execute(new FindUserQuery(id)).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  }
}
