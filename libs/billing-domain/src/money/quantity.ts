import { InvalidInputError } from '../errors/invalid-input.error';
import {
  formatScaledDecimal,
  invalidDecimalError,
  negativeValueError,
  parseScaledDecimal,
} from './decimal-text';

const DECIMALS = 3;

/**
 * An amount of amperes or kWh: never negative, up to 3 decimals
 * (docs/business-rules.md#constants-and-limits), held as integer thousandths so that comparisons and billing
 * are exact.
 */
export class Quantity {
  static readonly zero = new Quantity(0);

  private constructor(readonly thousandths: number) {
    Object.freeze(this);
  }

  static ofThousandths(thousandths: number): Quantity {
    if (!Number.isSafeInteger(thousandths) || thousandths < 0) {
      throw new InvalidInputError(`الكمية غير صالحة: ${thousandths}`, 'INVALID_QUANTITY');
    }
    return new Quantity(thousandths);
  }

  /** With `field` (what the operator typed into, e.g. 'قيمة الأمبير') a refusal names it. */
  static parse(value: number | string, field?: string): Quantity {
    const thousandths = parseScaledDecimal(value, DECIMALS);
    if (thousandths === null || thousandths < 0) {
      if (field === undefined) {
        throw new InvalidInputError(`الكمية غير صالحة: ${String(value)}`, 'INVALID_QUANTITY');
      }
      throw thousandths === null
        ? invalidDecimalError(value, field, DECIMALS)
        : negativeValueError(field, 'NEGATIVE_QUANTITY');
    }
    return new Quantity(thousandths);
  }

  toNumber(): number {
    return this.thousandths / 1000;
  }

  /** '2.5', '12', '0.125': as many decimals as the value has. */
  toString(): string {
    return formatScaledDecimal(this.thousandths, DECIMALS, { minDecimals: 0, grouping: false });
  }

  /** docs/printing.md: a reading or a consumption as people read it, grouped ('13,210', '2.5'). */
  display(): string {
    return formatScaledDecimal(this.thousandths, DECIMALS, { minDecimals: 0, grouping: true });
  }

  compare(other: Quantity): -1 | 0 | 1 {
    return Math.sign(this.thousandths - other.thousandths) as -1 | 0 | 1;
  }

  equals(other: Quantity): boolean {
    return this.thousandths === other.thousandths;
  }

  isAtMost(other: Quantity): boolean {
    return this.thousandths <= other.thousandths;
  }

  isZero(): boolean {
    return this.thousandths === 0;
  }

  plus(other: Quantity): Quantity {
    return Quantity.ofThousandths(this.thousandths + other.thousandths);
  }

  /** Refuses to go below zero: a reading lower than the previous one is an error to show, not to hide. */
  minus(other: Quantity): Quantity {
    const difference = this.thousandths - other.thousandths;
    if (difference < 0) {
      throw new InvalidInputError(
        `لا يمكن طرح ${other.toString()} من ${this.toString()}: النتيجة سالبة`,
        'NEGATIVE_QUANTITY',
      );
    }
    return new Quantity(difference);
  }
}
