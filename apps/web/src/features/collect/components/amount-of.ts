import { formatLbp, formatUsd } from '../../../lib/money';
import type { PaymentCurrency } from '@kahraba/billing-domain';

/** An amount in the currency handed over: $20 or 500,000 ل.ل. */
export function amountOf(amount: number, currency: PaymentCurrency): string {
  return currency === 'LBP' ? formatLbp(amount) : formatUsd(amount);
}
