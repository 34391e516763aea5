import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';
import { toAsciiDigits } from '../text/ascii-digits';
import { withoutBidiControls } from '../text/bidi-controls';

/** A request asks for at least one ampere (docs/business-rules.md#constants-and-limits). */
export const MINIMUM_REQUESTED_AMPERES = 1;
const MINIMUM = Quantity.parse(MINIMUM_REQUESTED_AMPERES);

export type MeterType = 'meter' | 'cutoff';

export interface SubscriptionRequest {
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly ampereRequested: Quantity;
  readonly meterType: MeterType;
}

/**
 * What a visitor's request to subscribe must hold. Fields are trimmed (name and
 * address without bidi controls, as a customer's, since approval makes them one); the phone
 * is kept in ASCII digits whatever keyboard the visitor used, because staff dial it.
 */
export function acceptSubscriptionRequest(request: {
  name: string;
  phone: string;
  address: string;
  ampereRequested: number | string;
  meterType: MeterType;
}): SubscriptionRequest {
  const name = withoutBidiControls(request.name).trim();
  const phone = toAsciiDigits(request.phone.trim());
  const address = withoutBidiControls(request.address).trim();
  if (!name) throw new InvalidInputError('الاسم مطلوب', 'NAME_REQUIRED');
  if (!phone) throw new InvalidInputError('رقم الهاتف مطلوب', 'PHONE_REQUIRED');
  if (!address) throw new InvalidInputError('العنوان مطلوب', 'ADDRESS_REQUIRED');
  const ampereRequested = Quantity.parse(request.ampereRequested);
  if (ampereRequested.compare(MINIMUM) < 0) {
    throw new InvalidInputError('عدد الأمبيرات المطلوبة مطلوب', 'AMPERE_REQUESTED_REQUIRED');
  }
  return { name, phone, address, ampereRequested, meterType: request.meterType };
}
