import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ForbiddenError } from '@kahraba/billing-domain';
import type { Request } from 'express';

/** The main tables open only after the passcode was verified in this session. */
@Injectable()
export class TablesPasscodeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.session?.verifiedScopes?.includes('tables')) return true;
    throw new ForbiddenError('يجب إدخال كلمة المرور أولاً', 'PASSCODE_REQUIRED');
  }
}
