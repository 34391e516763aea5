import { AmperePricing, Money, Quantity } from '@kahraba/billing-domain';
import type { AmperePrices } from '../api/get-pricing';

/** Whether the record's price is the automatic one (the threshold price for its amperes, by the domain's
 * rule): the edit dialog then shows the price empty, "automatic", as the add form does, so changing the
 * amperes visibly re-prices (issue 6). */
export function hasAutomaticPrice(
  record: { ampere: number; amperePrice: number },
  prices: AmperePrices,
): boolean {
  const pricing = AmperePricing.of({
    globalPrice: Money.parse(prices.globalPrice),
    lowPrice: Money.parse(prices.lowPrice),
  });
  return pricing.priceFor(Quantity.parse(record.ampere)).equals(Money.parse(record.amperePrice));
}
