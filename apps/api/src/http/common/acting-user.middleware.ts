import type { NextFunction, Request, Response } from 'express';
import { actAs } from '@kahraba/persistence';

/** The signed-in user is who every transaction of the request acts as (a batch's author). */
export function actAsSignedInUser(request: Request, _response: Response, next: NextFunction): void {
  actAs((request.user as { email?: string } | undefined)?.email, next);
}
