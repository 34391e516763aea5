import type { Money } from '../money/money';

export interface Settlement {
  readonly outstandingBalance: Money;
  readonly isPaid: boolean;
}

/**
 * spec 000 §4: a record counts as paid if it is marked paid or its balance (amount − paid) is zero
 * or less. The balance is kept as is, negative when the customer paid more than billed.
 */
export function settle(amount: Money, amountPaid: Money, isPaidFlag: boolean): Settlement {
  const outstandingBalance = amount.minus(amountPaid);
  return { outstandingBalance, isPaid: isPaidFlag || outstandingBalance.isZeroOrLess() };
}

export type PortalPaymentStatus = 'paid' | 'partial' | 'unpaid';

/**
 * spec 000 §4: what the customer portal tells a customer. Balance at or below zero is paid; some
 * payment with a positive balance is partly paid; otherwise unpaid.
 */
export function portalPaymentStatus(amount: Money, amountPaid: Money): PortalPaymentStatus {
  const balance = amount.minus(amountPaid);
  if (balance.isZeroOrLess()) return 'paid';
  return amountPaid.isPositive() ? 'partial' : 'unpaid';
}
