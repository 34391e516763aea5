import { InvalidInputError } from '../errors/invalid-input.error';
import {
  formatScaledDecimal,
  invalidDecimalError,
  negativeValueError,
  parseScaledDecimal,
} from './decimal-text';
import type { Quantity } from './quantity';
import { divideRoundingHalfUp, divideSafeRoundingHalfUp, SAFE_PRODUCT, toSafeNumber } from './rounding';

const DECIMALS = 2;

/**
 * US dollars as integer cents (ARCHITECTURE: money is exact; JSON carries at most two decimals).
 * Negative amounts exist (a balance after overpayment), so only `parseNonNegative` refuses them.
 */
export class Money {
  static readonly zero = new Money(0);

  private constructor(readonly cents: number) {
    Object.freeze(this);
  }

  static ofCents(cents: number): Money {
    if (!Number.isSafeInteger(cents)) {
      throw new InvalidInputError(`المبلغ غير صالح: ${cents}`, 'INVALID_AMOUNT');
    }
    return new Money(cents + 0);
  }

  /**
   * Accepts 12, 12.5, '12.25', '١٢٫٥', '12,5'; refuses NaN, Infinity, '' and anything finer than a
   * cent. With `field` (what the operator typed into, e.g. 'سعر الأمبير') the refusal names it.
   */
  static parse(value: number | string, field?: string): Money {
    const cents = parseScaledDecimal(value, DECIMALS);
    if (cents === null) {
      if (field !== undefined) throw invalidDecimalError(value, field, DECIMALS);
      throw new InvalidInputError(`المبلغ غير صالح: ${String(value)}`, 'INVALID_AMOUNT');
    }
    return new Money(cents);
  }

  /** For what an operator types as a price or a payment, which is never below zero. */
  static parseNonNegative(value: number | string, field?: string): Money {
    const money = Money.parse(value, field);
    if (money.isNegative()) {
      if (field !== undefined) throw negativeValueError(field, 'NEGATIVE_AMOUNT');
      throw new InvalidInputError(`المبلغ لا يمكن أن يكون سالباً: ${String(value)}`, 'NEGATIVE_AMOUNT');
    }
    return money;
  }

  static sum(amounts: Iterable<Money>): Money {
    let cents = 0;
    for (const amount of amounts) cents += amount.cents;
    return Money.ofCents(cents);
  }

  plus(other: Money): Money {
    return Money.ofCents(this.cents + other.cents);
  }

  minus(other: Money): Money {
    return Money.ofCents(this.cents - other.cents);
  }

  /** Price times quantity (amperes, kWh), rounded half up to the cent with integer arithmetic only. */
  times(quantity: Quantity): Money {
    const product = this.cents * quantity.thousandths;
    // Below 2^53 the product of two integers is exact, and so is the rounding below.
    if (Math.abs(product) < SAFE_PRODUCT) return new Money(divideSafeRoundingHalfUp(product, 1000) + 0);
    const cents = toSafeNumber(
      divideRoundingHalfUp(BigInt(this.cents) * BigInt(quantity.thousandths), 1000n),
    );
    if (cents === null) throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
    return new Money(cents + 0);
  }

  isNegative(): boolean {
    return this.cents < 0;
  }

  isZeroOrLess(): boolean {
    return this.cents <= 0;
  }

  isPositive(): boolean {
    return this.cents > 0;
  }

  compare(other: Money): -1 | 0 | 1 {
    return Math.sign(this.cents - other.cents) as -1 | 0 | 1;
  }

  equals(other: Money): boolean {
    return this.cents === other.cents;
  }

  /** 12.5 for JSON: a number with at most two decimals. */
  toNumber(): number {
    return this.cents / 100;
  }

  /** '12.50', the form a numeric(…,2) column takes. */
  toDecimalString(): string {
    return formatScaledDecimal(this.cents, DECIMALS, { minDecimals: 2, grouping: false });
  }

  /** Dollars with 0 to 2 decimals ('12.5', '12', '1,234.56'; docs/business-rules.md#constants-and-limits). */
  display(): string {
    return formatScaledDecimal(this.cents, DECIMALS, { minDecimals: 0, grouping: true });
  }

  /** docs/printing.md: on paper dollars always carry their cents, grouped ('10.90', '5,506.20'). */
  displayWithCents(): string {
    return formatScaledDecimal(this.cents, DECIMALS, { minDecimals: DECIMALS, grouping: true });
  }

  toString(): string {
    return this.toDecimalString();
  }
}
