import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { BillingSystem, UnknownBillingSystemError, type BillingSystemId } from '@kahraba/billing-domain';
import type { Request } from 'express';
import { SystemCatalog } from '../../application/systems/system-catalog';

/** What a customers path says of its system: the word it names it by, and whether it is a metered group's path. */
export interface SystemInPath {
  readonly id: BillingSystemId;
  readonly metered: boolean;
}

/**
 * `/api/{system}-customers` and `/api/{system}-archived` name a metered group by its `{system}`; the
 * ampere system's own paths (`/api/ampere-records`, `/api/archived-records`) name it by their fixed
 * words (docs/metered-groups.md).
 */
const SystemInPathParam = createParamDecorator((_data: unknown, context: ExecutionContext): SystemInPath => {
  const { system } = context.switchToHttp().getRequest<Request>().params;
  return system === undefined
    ? { id: BillingSystem.ampere.id, metered: false }
    : { id: String(system), metered: true };
});

/**
 * The billing system of a customers path, resolved once for the request from the catalog and handed
 * on as it is: the controller passes it into the command, whose handler does not look it up again.
 * A word that is no system, a flat system on a metered path or a metered one on the ampere path is
 * 404 'نظام الفوترة غير معروف' (UNKNOWN_BILLING_SYSTEM).
 */
@Injectable()
export class BillingSystemPipe implements PipeTransform<SystemInPath, Promise<BillingSystem>> {
  constructor(private readonly catalog: SystemCatalog) {}

  async transform({ id, metered }: SystemInPath): Promise<BillingSystem> {
    const system = await this.catalog.find(id);
    if (system.isMetered() !== metered) throw new UnknownBillingSystemError();
    return system;
  }
}

/** The controller's parameter for the billing system its customers path names. */
export const CustomerSystem = (): ParameterDecorator => SystemInPathParam(BillingSystemPipe);
