import { InvalidInputError } from '../errors/invalid-input.error';
import { formatScaledDecimal, parseScaledDecimal } from './decimal-text';
import { Money } from './money';
import { divideRoundingHalfUp, toSafeNumber } from './rounding';

/**
 * 89500 LBP per US dollar until the operator sets another rate (docs/business-rules.md#constants-and-limits).
 */
export const DEFAULT_EXCHANGE_RATE = 89500;

/** Lebanese pounds, whole pounds only: nothing smaller circulates. */
export class Lbp {
  static readonly zero = new Lbp(0);

  private constructor(readonly pounds: number) {
    Object.freeze(this);
  }

  static ofPounds(pounds: number): Lbp {
    if (!Number.isSafeInteger(pounds)) {
      throw new InvalidInputError(`المبلغ بالليرة غير صالح: ${pounds}`, 'INVALID_LBP_AMOUNT');
    }
    return new Lbp(pounds + 0);
  }

  plus(other: Lbp): Lbp {
    return Lbp.ofPounds(this.pounds + other.pounds);
  }

  equals(other: Lbp): boolean {
    return this.pounds === other.pounds;
  }

  toNumber(): number {
    return this.pounds;
  }

  /** '1,342,500' */
  display(): string {
    return formatScaledDecimal(this.pounds, 0, { minDecimals: 0, grouping: true });
  }
}

/** How many pounds one US dollar buys; positive, up to 2 decimals (stored as decimal 15,2). */
export class ExchangeRate {
  static readonly default = new ExchangeRate(DEFAULT_EXCHANGE_RATE * 100);

  private constructor(readonly hundredths: number) {
    Object.freeze(this);
  }

  static of(usdToLbp: number | string): ExchangeRate {
    const hundredths = parseScaledDecimal(usdToLbp, 2);
    if (hundredths === null || hundredths <= 0) {
      throw new InvalidInputError(`سعر الصرف غير صالح: ${String(usdToLbp)}`, 'INVALID_EXCHANGE_RATE');
    }
    return new ExchangeRate(hundredths);
  }

  get usdToLbp(): number {
    return this.hundredths / 100;
  }

  toNumber(): number {
    return this.usdToLbp;
  }

  /** '89500.00', the form a decimal(15,2) column takes. */
  toDecimalString(): string {
    return formatScaledDecimal(this.hundredths, 2, { minDecimals: 2, grouping: false });
  }

  equals(other: ExchangeRate): boolean {
    return this.hundredths === other.hundredths;
  }
}

/** The LBP total is the dollar total times the rate, rounded (half up) to whole pounds. */
export function toLbp(money: Money, rate: ExchangeRate): Lbp {
  const pounds = toSafeNumber(divideRoundingHalfUp(BigInt(money.cents) * BigInt(rate.hundredths), 10_000n));
  if (pounds === null) throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
  return Lbp.ofPounds(pounds);
}

/** An LBP price is turned into dollars by dividing by the rate, rounded to the cent. */
export function toUsd(lbp: Lbp, rate: ExchangeRate): Money {
  const cents = toSafeNumber(divideRoundingHalfUp(BigInt(lbp.pounds) * 10_000n, BigInt(rate.hundredths)));
  if (cents === null) throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
  return Money.ofCents(cents);
}
