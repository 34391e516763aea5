import type { Money } from '../money/money';

/** What a customer's month owes: the balance carried in, this month's charges, and what was paid. */
export interface BalanceInput {
  /** The balance carried from the months before; negative is a credit. */
  readonly arrears: Money;
  /** This month's charges: the ampere amount, or the kWh total amount. */
  readonly amount: Money;
  readonly amountPaid: Money;
}

export interface Balance {
  readonly outstandingBalance: Money;
  readonly isPaid: boolean;
}

/**
 * docs/business-rules.md#the-payments-ledger: outstanding = arrears + this month's amount − paid; paid when
 * that is zero or less. The balance is kept as is, negative when the customer paid more (a credit the next
 * month carries). Every system, every path (the SQL's balanceSql mirrors it; a test proves they agree).
 */
export function balanceOf(input: BalanceInput): Balance {
  const outstandingBalance = input.arrears.plus(input.amount).minus(input.amountPaid);
  return { outstandingBalance, isPaid: outstandingBalance.isZeroOrLess() };
}

/**
 * Month close: what the closing month leaves to the next as arrears, its outstanding balance
 * (negative: a credit). Marking paid records a payment of the balance, so a month marked paid
 * carries nothing.
 */
export function arrearsCarried(closing: { readonly outstandingBalance: Money }): Money {
  return closing.outstandingBalance;
}
