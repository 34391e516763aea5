import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ForbiddenError } from '@kahraba/billing-domain';
import type { Request } from 'express';
import type { UserView } from '../../application/access/user.view';

@Injectable()
export class AdminOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user as UserView | undefined;
    if (user?.role === 'admin') return true;
    throw new ForbiddenError('هذا الإجراء متاح للمدير فقط', 'ADMIN_ONLY');
  }
}
