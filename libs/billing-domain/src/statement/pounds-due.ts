import { type ExchangeRate, Lbp, toLbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { MonthTotals } from './month-totals';

/** The balance side of a statement in pounds. */
export interface PoundsBalance {
  readonly previousBalanceLbp: Lbp;
  readonly amountPaidLbp: Lbp;
  /** What a customer paying in pounds hands over: it includes the arrears. */
  readonly totalDueLbp: Lbp;
}

/**
 * The pounds due (docs/business-rules.md#the-statement-of-account) are the whole balance in pounds, never
 * this month's charge alone ($150 due at 89,500 = 13,425,000, what /collect asks). When the month was priced
 * in pounds its exact pounds stand and only the arrears and payments (kept in dollars) are converted; when
 * nothing is left to pay (or a credit), the pounds are the dollar balance at the rate.
 */
export function poundsBalanceOf(input: {
  readonly month: MonthTotals;
  readonly previousBalance: Money;
  readonly amountPaid: Money;
  readonly totalDue: Money;
  readonly rate: ExchangeRate;
}): PoundsBalance {
  const previousBalanceLbp = toLbp(input.previousBalance, input.rate);
  const amountPaidLbp = toLbp(input.amountPaid, input.rate);
  const totalDueLbp =
    input.month.poundsExact && input.totalDue.isPositive()
      ? Lbp.ofPounds(input.month.totalLbp.pounds + previousBalanceLbp.pounds - amountPaidLbp.pounds)
      : toLbp(input.totalDue, input.rate);
  return { previousBalanceLbp, amountPaidLbp, totalDueLbp };
}
