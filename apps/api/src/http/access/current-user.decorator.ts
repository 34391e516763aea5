import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserView } from '../../application/access/user.view';

/** The signed-in user of the request (the SignedInGuard has already checked there is one). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserView =>
    context.switchToHttp().getRequest<Request>().user as UserView,
);
