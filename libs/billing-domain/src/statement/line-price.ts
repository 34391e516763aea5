import { InvalidInputError } from '../errors/invalid-input.error';
import { UnitPrice } from '../kwh/unit-price';
import { type ExchangeRate, Lbp, toLbp, toUsd } from '../money/lbp';
import { formatScaledDecimal } from '../money/decimal-text';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import { divideRoundingHalfUp, toSafeNumber } from '../money/rounding';

/** The currency a price was entered in: its source, the one the bill is exact in. */
export type PriceCurrency = 'USD' | 'LBP';

/** A line's amount in both currencies: the source one exact, the other derived at the rate. */
export interface LineAmount {
  readonly amount: Money;
  readonly amountLbp: Lbp;
}

/**
 * A price as it was entered (docs/business-rules.md#the-statement-of-account), in its own currency: dollars
 * to the ten-thousandth (a price per ampere, a price per kWh typed in dollars) or whole pounds (a price per
 * kWh or a subscription fee typed in pounds). The amount of a line is computed in the source currency and the
 * other is derived at the rate, so 490 kWh × 36,000 LBP is 17,640,000 LBP exactly.
 */
export class LinePrice {
  private constructor(
    readonly currency: PriceCurrency,
    /** Ten-thousandths of a dollar (USD) or whole pounds (LBP). */
    readonly units: number,
  ) {
    Object.freeze(this);
  }

  static ofDollars(price: Money | UnitPrice): LinePrice {
    const units = price instanceof UnitPrice ? price.tenThousandths : price.cents * 100;
    if (!Number.isSafeInteger(units)) {
      throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
    }
    return new LinePrice('USD', units);
  }

  static ofPounds(price: Lbp): LinePrice {
    return new LinePrice('LBP', price.pounds);
  }

  get isPounds(): boolean {
    return this.currency === 'LBP';
  }

  /**
   * The amount of `quantity` units (null: the price is the amount, a fixed fee): in the source
   * currency rounded half away from zero (to the cent, to the pound), the other at `rate`.
   */
  amountOf(quantity: Quantity | null, rate: ExchangeRate): LineAmount {
    // Quantities are thousandths; a fixed fee is one unit.
    const thousandths = BigInt(quantity === null ? 1000 : quantity.thousandths);
    if (this.currency === 'LBP') {
      const amountLbp = Lbp.ofPounds(safe(divideRoundingHalfUp(BigInt(this.units) * thousandths, 1000n)));
      return { amount: toUsd(amountLbp, rate), amountLbp };
    }
    // ten-thousandths of a dollar × thousandths = 10^-7 dollars; a cent is 10^5 of them.
    const amount = Money.ofCents(safe(divideRoundingHalfUp(BigInt(this.units) * thousandths, 100_000n)));
    return { amount, amountLbp: toLbp(amount, rate) };
  }

  /** For JSON: dollars with up to four decimals (every decimal that multiplies out), or pounds. */
  toNumber(): number {
    return this.currency === 'LBP' ? this.units : this.units / 10_000;
  }

  /** '$0.4022', '$15', '36,000 ل.ل': every decimal the price has, never rounded for show. */
  display(): string {
    if (this.currency === 'LBP') return `${Lbp.ofPounds(this.units).display()} ل.ل`;
    return `$${formatScaledDecimal(this.units, 4, { minDecimals: 0, grouping: true })}`;
  }
}

function safe(value: bigint): number {
  const number = toSafeNumber(value);
  if (number === null) throw new InvalidInputError('المبلغ أكبر من المسموح', 'AMOUNT_TOO_LARGE');
  return number;
}
