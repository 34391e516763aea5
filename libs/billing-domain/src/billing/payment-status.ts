import type { Money } from '../money/money';

export type PortalPaymentStatus = 'paid' | 'partial' | 'unpaid';

/**
 * What the customer portal tells a customer. Balance at or below zero is paid; some
 * payment with a positive balance is partly paid; otherwise unpaid.
 */
export function portalPaymentStatus(amount: Money, amountPaid: Money): PortalPaymentStatus {
  const balance = amount.minus(amountPaid);
  if (balance.isZeroOrLess()) return 'paid';
  return amountPaid.isPositive() ? 'partial' : 'unpaid';
}
