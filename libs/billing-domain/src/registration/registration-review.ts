import { ConflictError } from '../errors/conflict.error';
import { NotFoundError } from '../errors/not-found.error';
import type { TariffKind } from '../systems/billing-system';
import type { MeterType } from './subscription-request';

export type RegistrationStatus = 'pending' | 'approved' | 'declined';

/**
 * Only a pending request can be approved or declined
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent).
 */
export class RegistrationAlreadyReviewedError extends ConflictError {
  constructor(status: Exclude<RegistrationStatus, 'pending'>) {
    super(
      status === 'approved'
        ? 'تمت الموافقة على هذا الطلب من قبل، ولا يمكن مراجعته مرة أخرى'
        : 'تم رفض هذا الطلب من قبل، ولا يمكن مراجعته مرة أخرى',
      'REGISTRATION_ALREADY_REVIEWED',
    );
  }
}

export class RegistrationNotFoundError extends NotFoundError {
  constructor() {
    super('طلب التسجيل غير موجود', 'REGISTRATION_NOT_FOUND');
  }
}

/** A request is reviewed once: approving or declining one already reviewed is refused. */
export function refuseUnlessPending(status: RegistrationStatus): void {
  if (status !== 'pending') throw new RegistrationAlreadyReviewedError(status);
}

/**
 * The kind of system a request points at (meter, or flat-rate/cut-off): a visitor who
 * asked for a meter is billed per kWh, one who asked for a cut-off subscription per ampere. Staff
 * may choose otherwise; this is what the approve dialog proposes.
 */
export function tariffRequestedBy(meterType: MeterType): TariffKind {
  return meterType === 'meter' ? 'metered-per-kwh' : 'flat-per-ampere';
}
