import type { Money } from '../money/money';

/**
 * A paid amount above the bill leaves the customer a credit. The API accepts it; the web asks
 * the operator first, naming this credit. None when the payment is the bill or less.
 */
export function creditAfterPayment(bill: Money, paid: Money): Money | null {
  const credit = paid.minus(bill);
  return credit.isPositive() ? credit : null;
}
