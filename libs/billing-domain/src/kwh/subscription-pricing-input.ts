import { InvalidInputError } from '../errors/invalid-input.error';
import { parseScaledDecimal } from '../money/decimal-text';
import { Lbp } from '../money/lbp';
import { isBlankNumber } from '../numbers/number-text';
import type { SubscriptionPricing } from './subscription-fee';

/** The price column is numeric(10,2): whole pounds below 10^8. */
const LARGEST_PRICE = 99_999_999;
/** No generator line carries more. */
const LARGEST_AMPERAGE = 1000;

/**
 * The whole subscription pricing map an administrator saves (POST /api/subscription-pricing):
 * keys are whole amperages above zero, values whole pounds from zero, both read by the one number
 * reader. An amperage left out has no price any more. The first bad entry is refused in Arabic,
 * naming the amperage.
 */
export function subscriptionPricingFromInput(value: unknown): SubscriptionPricing {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidInputError(
      'أسعار الاشتراك: يرجى إرسال سعر لكل قيمة أمبير',
      'INVALID_SUBSCRIPTION_PRICING',
    );
  }
  const pricing = new Map<number, Lbp>();
  for (const [key, price] of Object.entries(value as Record<string, unknown>)) {
    const amperage = parseScaledDecimal(key, 0);
    if (amperage === null || amperage <= 0 || amperage > LARGEST_AMPERAGE) {
      throw new InvalidInputError(
        `قيمة الأمبير «${key.trim().slice(0, 40)}» يجب أن تكون عدداً صحيحاً أكبر من صفر`,
        'INVALID_AMPERAGE',
      );
    }
    if (pricing.has(amperage)) {
      throw new InvalidInputError(`قيمة الأمبير ${amperage} مكررة`, 'DUPLICATE_AMPERAGE');
    }
    pricing.set(amperage, poundsOf(price, amperage));
  }
  return new Map([...pricing].sort(([a], [b]) => a - b));
}

function poundsOf(value: unknown, amperage: number): Lbp {
  const field = `سعر اشتراك ${amperage} أمبير`;
  if (isBlankNumber(value)) throw new InvalidInputError(`${field}: يرجى إدخال رقم`, 'NUMBER_REQUIRED');
  const pounds = typeof value === 'number' || typeof value === 'string' ? parseScaledDecimal(value, 0) : null;
  if (pounds === null || pounds < 0) {
    const shown =
      typeof value === 'string' || typeof value === 'number' ? String(value).trim() : typeof value;
    throw new InvalidInputError(
      `${field}: «${shown.slice(0, 40)}» يجب أن يكون عدداً صحيحاً من الليرات لا يقل عن صفر`,
      'INVALID_SUBSCRIPTION_PRICE',
    );
  }
  if (pounds > LARGEST_PRICE) {
    throw new InvalidInputError(`${field}: المبلغ كبير جداً`, 'SUBSCRIPTION_PRICE_TOO_LARGE');
  }
  return Lbp.ofPounds(pounds);
}
