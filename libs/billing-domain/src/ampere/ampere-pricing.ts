import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';

/**
 * 2 amperes is the threshold; at or below it the low price applies
 * (docs/business-rules.md#constants-and-limits).
 */
export const LOW_PRICE_THRESHOLD_AMPERES = 2;
const LOW_PRICE_THRESHOLD = Quantity.parse(LOW_PRICE_THRESHOLD_AMPERES);

/**
 * The two prices per ampere set in the change-prices dialog: one for small subscriptions
 * (2 amperes or less) and the global one for the rest. Prices include VAT.
 */
export class AmperePricing {
  private constructor(
    readonly globalPrice: Money,
    readonly lowPrice: Money,
  ) {
    Object.freeze(this);
  }

  static of(prices: { globalPrice: Money; lowPrice: Money }): AmperePricing {
    if (prices.globalPrice.isNegative() || prices.lowPrice.isNegative()) {
      throw new InvalidInputError('سعر الأمبير لا يمكن أن يكون سالباً', 'NEGATIVE_AMPERE_PRICE');
    }
    return new AmperePricing(prices.globalPrice, prices.lowPrice);
  }

  /** The price per ampere for a subscription of this size. */
  priceFor(ampere: Quantity): Money {
    return ampere.isAtMost(LOW_PRICE_THRESHOLD) ? this.lowPrice : this.globalPrice;
  }
}

/** The change-prices screen starts at global 15 and low 25. */
export const DEFAULT_AMPERE_PRICING = AmperePricing.of({
  globalPrice: Money.parse(15),
  lowPrice: Money.parse(25),
});
