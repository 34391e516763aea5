import { InvalidInputError } from '../errors/invalid-input.error';
import { parseScaledDecimal } from '../money/decimal-text';
import { ExchangeRate } from '../money/lbp';
import { isBlankNumber } from '../numbers/number-text';

/** The exchange rate's column is numeric(15,2): whole pounds below 10^13. */
const LARGEST_RATE = 9_999_999_999_999;

/**
 * The rate an administrator sets (POST /api/exchange-rate): whole pounds per dollar above
 * zero, read by the one number reader ('٩٠٬٠٠٠', '90,000'); anything else is refused in Arabic
 * (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing).
 */
export function exchangeRateFromInput(value: unknown): ExchangeRate {
  if (isBlankNumber(value)) throw new InvalidInputError('سعر الصرف مطلوب', 'EXCHANGE_RATE_REQUIRED');
  const pounds = typeof value === 'number' || typeof value === 'string' ? parseScaledDecimal(value, 0) : null;
  if (pounds === null || pounds <= 0) {
    throw new InvalidInputError(
      `سعر الصرف: «${shown(value)}» يجب أن يكون عدداً صحيحاً من الليرات أكبر من صفر`,
      'INVALID_EXCHANGE_RATE',
    );
  }
  if (pounds > LARGEST_RATE) {
    throw new InvalidInputError(`سعر الصرف: «${shown(value)}» كبير جداً`, 'EXCHANGE_RATE_TOO_LARGE');
  }
  return ExchangeRate.of(pounds);
}

function shown(value: unknown): string {
  return (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : typeof value).slice(
    0,
    40,
  );
}
