import type { NextFunction, Request, Response } from 'express';

/** The OpenAPI document maps every route: it is for staff, not for strangers. */
export function docsForSignedInOnly(request: Request, response: Response, next: NextFunction): void {
  if (request.path.startsWith('/api/docs') && !request.isAuthenticated?.()) {
    response.status(401).json({ message: 'يجب تسجيل الدخول' });
    return;
  }
  next();
}
