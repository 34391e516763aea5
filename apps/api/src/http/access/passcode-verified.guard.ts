import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ForbiddenError } from '@kahraba/billing-domain';
import type { Request } from 'express';
import { IsPasscodeUnlockedQuery } from '../../application/access/is-passcode-unlocked.query';

/**
 * The main tables and the destructive tools open only after the passcode was verified in this
 * session, and only while that passcode is still the current one.
 */
@Injectable()
export class TablesPasscodeGuard implements CanActivate {
  constructor(private readonly queries: QueryBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (await this.queries.execute(new IsPasscodeUnlockedQuery('tables', request.session?.verifiedScopes)))
      return true;
    throw new ForbiddenError('يجب إدخال كلمة المرور أولاً', 'PASSCODE_REQUIRED');
  }
}

/** The column-data manager opens only after the danger passcode was verified in this session. */
@Injectable()
export class DangerPasscodeGuard implements CanActivate {
  constructor(private readonly queries: QueryBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (await this.queries.execute(new IsPasscodeUnlockedQuery('danger', request.session?.verifiedScopes)))
      return true;
    throw new ForbiddenError('يجب إدخال كلمة مرور الأدوات الخطرة أولاً', 'DANGER_PASSCODE_REQUIRED');
  }
}
