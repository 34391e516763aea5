import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { InvalidCredentialsError } from './auth.errors';

/** Checks the email and password, then opens the session (passport logIn). */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = (await super.canActivate(context)) as boolean;
    await super.logIn(context.switchToHttp().getRequest<Request>());
    return allowed;
  }

  // Let our typed errors (invalid credentials, too many attempts) reach the exception filter.
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new InvalidCredentialsError();
    return user;
  }
}
