import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { AmperePricing } from './ampere-pricing';

export interface AmpereBill {
  readonly amperePrice: Money;
  readonly amount: Money;
}

/**
 * Amount = ampere × price per ampere, VAT included, exact to the cent. A price
 * the operator gave wins; without one the threshold price applies.
 */
export function billAmpere(
  subscription: { ampere: Quantity; amperePrice?: Money | null },
  pricing: AmperePricing,
): AmpereBill {
  const amperePrice = subscription.amperePrice ?? pricing.priceFor(subscription.ampere);
  return { amperePrice, amount: amperePrice.times(subscription.ampere) };
}
