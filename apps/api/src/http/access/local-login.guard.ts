import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { UserView } from '../../application/access/user.view';
import { APP_PASSPORT, type AppPassport } from './app-passport';
import { InvalidCredentialsError } from '../../application/access/auth.errors';
import { LocalStrategy } from './local.strategy';

/**
 * Checks the email and password with this application's strategy, then opens the session (passport
 * logIn). The strategy is this application's own, not looked up by name in the process-wide passport.
 */
@Injectable()
export class LocalLoginGuard implements CanActivate {
  constructor(
    private readonly strategy: LocalStrategy,
    @Inject(APP_PASSPORT) private readonly passport: AppPassport,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const user = await new Promise<UserView>((resolve, reject) => {
      // Our typed errors (invalid credentials, too many attempts) reach the exception filter.
      // A copy per request, as passport makes of a named strategy: it sets success/fail/error on the
      // object it is given, and requests that arrive together must not answer each other.
      const authenticate = this.passport.authenticate(
        Object.create(this.strategy) as LocalStrategy,
        { session: false },
        (error: unknown, found: UserView | false) => {
          if (error) reject(asError(error));
          else if (!found) reject(new InvalidCredentialsError());
          else resolve(found);
        },
      ) as (request: Request, response: Response, next: (error?: unknown) => void) => void;
      authenticate(request, response, (error) => reject(asError(error)));
    });
    await new Promise<void>((resolve, reject) =>
      request.logIn(user, (error) => (error ? reject(error as Error) : resolve())),
    );
    return true;
  }
}

/** Keeps the original as the cause: its code (ECONNREFUSED, a SQLSTATE) decides the answer. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error), { cause: error });
}
