import { InvalidInputError } from '../errors/invalid-input.error';
import { formatScaledDecimal, invalidDecimalError, parseScaledDecimal } from '../money/decimal-text';
import { type ExchangeRate, Lbp } from '../money/lbp';
import { DomainError } from '../errors/domain-error';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import {
  divideRoundingHalfUp,
  divideSafeRoundingHalfUp,
  SAFE_PRODUCT,
  toSafeNumber,
} from '../money/rounding';
import { KWH_FIELD_LABELS } from './kwh-field-labels';

const DECIMALS = 4;

/**
 * The example price per kWh in pounds shown in an empty LBP price field
 * (docs/business-rules.md#constants-and-limits).
 */
export const LBP_UNIT_PRICE_EXAMPLE = '224000';

/**
 * A price per kWh in US dollars: above zero, up to 4 decimals because an LBP tariff
 * converted to dollars needs them, held as integer ten-thousandths of a dollar.
 */
export class UnitPrice {
  /** The default price per kWh is 1 dollar. */
  static readonly one = new UnitPrice(10_000);

  private constructor(readonly tenThousandths: number) {
    Object.freeze(this);
  }

  static ofTenThousandths(tenThousandths: number): UnitPrice {
    if (!Number.isSafeInteger(tenThousandths) || tenThousandths <= 0) {
      throw notPositive(KWH_FIELD_LABELS.pricePerKwh);
    }
    return new UnitPrice(tenThousandths);
  }

  /**
   * Through the one number reader: '0.25', '٠٫٢٥', '0,25'. Refuses text that is not a number, a
   * fifth decimal, zero and below, naming `field` (by default 'سعر الكيلوواط').
   */
  static parse(value: number | string, field: string = KWH_FIELD_LABELS.pricePerKwh): UnitPrice {
    const units = parseScaledDecimal(value, DECIMALS);
    if (units === null) throw invalidDecimalError(value, field, DECIMALS);
    if (units <= 0) throw notPositive(field);
    return new UnitPrice(units);
  }

  /**
   * A tariff the ministry gives in pounds, in dollars at the rate, rounded half away from
   * zero to the ten-thousandth.
   */
  static fromLbp(lbp: Lbp, rate: ExchangeRate): UnitPrice {
    // pounds / (hundredths / 100) dollars = pounds × 10^6 / hundredths ten-thousandths.
    const units = toSafeNumber(
      divideRoundingHalfUp(BigInt(lbp.pounds) * 1_000_000n, BigInt(rate.hundredths)),
    );
    if (units === null) throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
    if (units <= 0) throw notPositive(KWH_FIELD_LABELS.pricePerKwh);
    return new UnitPrice(units);
  }

  /** The energy amount of `consumption` kWh, rounded half away from zero to the cent. */
  times(consumption: Quantity): Money {
    // ten-thousandths of a dollar × thousandths of a kWh = 10^-7 dollars; a cent is 10^5 of them.
    const product = this.tenThousandths * consumption.thousandths;
    if (product < SAFE_PRODUCT) return Money.ofCents(divideSafeRoundingHalfUp(product, 100_000));
    const cents = toSafeNumber(
      divideRoundingHalfUp(BigInt(this.tenThousandths) * BigInt(consumption.thousandths), 100_000n),
    );
    if (cents === null) throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
    return Money.ofCents(cents);
  }

  /** The price per kWh in pounds is the price times the rate, rounded. */
  toLbp(rate: ExchangeRate): Lbp {
    const pounds = toSafeNumber(
      divideRoundingHalfUp(BigInt(this.tenThousandths) * BigInt(rate.hundredths), 1_000_000n),
    );
    if (pounds === null) throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
    return Lbp.ofPounds(pounds);
  }

  equals(other: UnitPrice): boolean {
    return this.tenThousandths === other.tenThousandths;
  }

  /** 0.2545 for JSON: a number with at most four decimals. */
  toNumber(): number {
    return this.tenThousandths / 10_000;
  }

  /** '0.2500', the form a numeric(12,4) column takes. */
  toDecimalString(): string {
    return formatScaledDecimal(this.tenThousandths, DECIMALS, { minDecimals: DECIMALS, grouping: false });
  }

  /** '0.25', '1': as many decimals as the price has. */
  toString(): string {
    return formatScaledDecimal(this.tenThousandths, DECIMALS, { minDecimals: 0, grouping: false });
  }
}

/** The refusal of a bulk price typed in pounds that is no price. */
export const INVALID_LBP_PRICE = 'يرجى إدخال سعر صحيح';

/**
 * The bulk price per kWh typed in pounds (docs/metered-group-price.md#prices-typed-in-pounds) (the ministry's
 * tariff; whole pounds above zero, read by the one number reader) as the dollar unit price at the stored
 * rate, half away from zero to the ten-thousandth. Anything else, and a price too small to leave a
 * ten-thousandth of a dollar, is refused with 'يرجى إدخال سعر صحيح'.
 */
export function unitPriceFromLbp(lbp: unknown, rate: ExchangeRate): UnitPrice {
  const pounds = lbp instanceof Lbp ? lbp.pounds : wholePoundsOf(lbp);
  if (pounds === null || pounds <= 0) throw invalidLbpPrice();
  try {
    return UnitPrice.fromLbp(Lbp.ofPounds(pounds), rate);
  } catch (error) {
    if (error instanceof DomainError) throw invalidLbpPrice();
    throw error;
  }
}

function wholePoundsOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return parseScaledDecimal(value, 0);
}

function invalidLbpPrice(): InvalidInputError {
  return new InvalidInputError(INVALID_LBP_PRICE, 'INVALID_LBP_PRICE');
}

function notPositive(field: string): InvalidInputError {
  return new InvalidInputError(`${field}: يجب أن يكون أكبر من صفر`, 'PRICE_NOT_POSITIVE');
}
