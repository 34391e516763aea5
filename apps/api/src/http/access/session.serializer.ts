import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserQuery } from '../../application/access/find-user.query';
import type { UserView } from '../../application/access/user.view';
import { APP_PASSPORT, type AppPassport } from './app-passport';

/** The session keeps only the user id; every request reads the user afresh. */
@Injectable()
export class SessionSerializer {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_PASSPORT) passport: AppPassport,
  ) {
    passport.serializeUser<string>((user, done) => done(null, (user as UserView).id));
    passport.deserializeUser<string>((id, done) => {
      this.queryBus.execute(new FindUserQuery(id)).then(
        (found) => done(null, found ?? false),
        (error: unknown) => done(error),
      );
    });
  }
}
