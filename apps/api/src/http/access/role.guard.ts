import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { assertRoleMayUse } from '@kahraba/billing-domain';
import type { Request } from 'express';
import type { UserView } from '../../application/access/user.view';
import { COLLECTOR_ALLOWED } from './collector-allowed.decorator';
import { METER_READER_ALLOWED } from './meter-reader-allowed.decorator';
import { IS_PUBLIC } from './public.decorator';

/**
 * After the sign-in check, the role's (docs/operator-guide.md#roles): a collector passes only where
 * @CollectorAllowed(), or where @MeterReaderAllowed() when an administrator lets them read meters
 * (docs/meter-reader.md).
 */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const user = context.switchToHttp().getRequest<Request>().user as UserView | undefined;
    // No user: the sign-in guard has answered 401 already (or this is no HTTP route).
    if (!user) return true;
    const marked = (key: string) => this.reflector.getAllAndOverride<boolean>(key, targets) === true;
    assertRoleMayUse(user, {
      collectorAllowed: marked(COLLECTOR_ALLOWED),
      meterReaderAllowed: marked(METER_READER_ALLOWED),
    });
    return true;
  }
}
