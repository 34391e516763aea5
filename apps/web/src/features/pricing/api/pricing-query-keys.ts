import type { QueryClient } from '@tanstack/react-query';

/** The calls these screens read. */
export const pricingKeys = {
  exchangeRate: ['/api/exchange-rate'] as const,
  subscriptionPricing: ['/api/subscription-pricing'] as const,
  amperageData: ['/api/subscription-amperage-data'] as const,
};

/** A new rate, a new fee map or the LBP re-computation changes every metered customer's month (fees,
 * totals, LBP columns) and every invoice: every cached answer is stale, whatever screen holds it. */
export function invalidateAfterPricing(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
