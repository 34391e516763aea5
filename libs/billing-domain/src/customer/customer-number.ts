import { InvalidInputError } from '../errors/invalid-input.error';
import { toAsciiDigits } from '../text/ascii-digits';

/** Numbering starts here; the customer portal tells customers their number looks like #1000. */
export const FIRST_CUSTOMER_NUMBER = 1000;

/**
 * The number a customer quotes: unique per system, shown with a leading #
 * (docs/business-rules.md#constants-and-limits).
 */
export class CustomerNumber {
  private constructor(readonly value: number) {
    Object.freeze(this);
  }

  static of(value: number): CustomerNumber {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new InvalidInputError(`رقم العميل غير صالح: ${value}`, 'INVALID_CUSTOMER_NUMBER');
    }
    return new CustomerNumber(value);
  }

  /** Accepts what customers type: '1000', '#1000', ' #١٠٠٠ '. */
  static parse(text: string): CustomerNumber {
    const digits = toAsciiDigits(String(text).trim()).replace(/^#\s*/, '');
    if (!/^\d+$/.test(digits)) {
      throw new InvalidInputError(`رقم العميل غير صالح: ${text}`, 'INVALID_CUSTOMER_NUMBER');
    }
    return CustomerNumber.of(Number(digits));
  }

  /**
   * The number a new customer gets given the highest one in use (live or archived, so that a
   * restored customer never collides). Never below FIRST_CUSTOMER_NUMBER.
   */
  static nextAfter(highest: number | null): CustomerNumber {
    if (highest === null) return new CustomerNumber(FIRST_CUSTOMER_NUMBER);
    if (!Number.isSafeInteger(highest) || highest < 0) {
      throw new InvalidInputError(`رقم العميل غير صالح: ${highest}`, 'INVALID_CUSTOMER_NUMBER');
    }
    return CustomerNumber.of(Math.max(FIRST_CUSTOMER_NUMBER, highest + 1));
  }

  /** The following number, for numbering the rows of one import in order. */
  next(): CustomerNumber {
    return CustomerNumber.of(this.value + 1);
  }

  equals(other: CustomerNumber): boolean {
    return this.value === other.value;
  }

  /** '#1000' */
  display(): string {
    return `#${this.value}`;
  }

  toString(): string {
    return this.display();
  }
}
