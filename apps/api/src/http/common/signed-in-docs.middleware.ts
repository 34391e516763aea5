import { ForbiddenForRoleError } from '@kahraba/billing-domain';
import type { NextFunction, Request, Response } from 'express';
import type { UserView } from '../../application/access/user.view';

/**
 * The OpenAPI document maps every route: it is for staff who use them, not for strangers, and not for
 * a collector, who may use a handful of them (docs/operator-guide.md#roles).
 */
export function docsForSignedInOnly(request: Request, response: Response, next: NextFunction): void {
  if (!request.path.startsWith('/api/docs')) {
    next();
    return;
  }
  if (!request.isAuthenticated?.()) {
    response.status(401).json({ message: 'يجب تسجيل الدخول' });
    return;
  }
  if ((request.user as UserView | undefined)?.role === 'collector') {
    const refusal = new ForbiddenForRoleError();
    response.status(403).json({ code: refusal.code, message: refusal.message });
    return;
  }
  next();
}
