import { type ExchangeRate, type Lbp, toUsd } from '../money/lbp';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';

/** The subscription fee in pounds per whole amperage (the subscription pricing map). */
export type SubscriptionPricing = ReadonlyMap<number, Lbp>;

/**
 * The pound price the pricing map gives this amperage (the fee's source), or null: a
 * fractional amperage, one not listed, or one listed at 0 LBP has no map price.
 */
export function subscriptionFeeLbpOf(subscription: {
  readonly ampere: Quantity;
  readonly pricing: SubscriptionPricing;
}): Lbp | null {
  const { ampere, pricing } = subscription;
  if (ampere.thousandths % 1000 !== 0) return null;
  const price = pricing.get(ampere.thousandths / 1000);
  return price === undefined || price.pounds <= 0 ? null : price;
}

/**
 * The subscription fee of a metered customer
 * (docs/business-rules.md#the-metered-kwh-rules-libsbilling-domainsrckwh) is the LBP price of their amperage
 * in the pricing map, in dollars at the stored rate to the cent; an amperage the map has no price for (a
 * fractional one, one not listed, or one listed at 0 LBP) bills the customer's own fee.
 */
export function subscriptionFeeOf(subscription: {
  readonly ampere: Quantity;
  readonly ownFee: Money;
  readonly pricing: SubscriptionPricing;
  readonly rate: ExchangeRate;
}): Money {
  const price = subscriptionFeeLbpOf(subscription);
  return price === null ? subscription.ownFee : toUsd(price, subscription.rate);
}
