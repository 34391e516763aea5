import { Money } from '../money/money';

/**
 * What the aging of one customer's debt is read from (docs/debtors.md#how-old-a-debt-is): the live
 * balance and the previous balance the last close carried, and the closing balances the monthly
 * archive kept for the system's closed months, newest first (null: no snapshot of this customer that
 * month).
 */
export interface DebtHistory {
  /** What the customer owes now: previous balance + this month − paid. */
  readonly balance: Money;
  /** The balance carried from the months before (the live record's arrears). */
  readonly previousBalance: Money;
  /** The system's closed months, newest first: the customer's closing balance, or null. */
  readonly closingBalances: readonly (Money | null)[];
}

/**
 * How many closed months the debt spans (docs/debtors.md#how-old-a-debt-is): 0 when nothing is owed
 * or only this month's bill is; otherwise 1 for the last closed month (the live previous balance is
 * its closing balance) plus the older closed months, counting back without a gap, whose closing
 * balance was above zero. A month without a snapshot of the customer, or closed at zero or in
 * credit, ends the count.
 */
export function debtMonths(history: DebtHistory): number {
  if (!history.balance.isPositive() || !history.previousBalance.isPositive()) return 0;
  let months = 1;
  for (const closing of history.closingBalances.slice(1)) {
    if (closing === null || !closing.isPositive()) break;
    months += 1;
  }
  return months;
}

/** The age groups of the debtors list and the dashboard: this month, 1, 2, 3 months or more. */
export const DEBT_AGES = ['current', 'one', 'two', 'threePlus'] as const;
export type DebtAge = (typeof DEBT_AGES)[number];

/** The age group of a debt spanning `months` closed months. */
export function debtAgeOf(months: number): DebtAge {
  if (months <= 0) return 'current';
  if (months === 1) return 'one';
  if (months === 2) return 'two';
  return 'threePlus';
}

/** Arabic names of the age groups, as the page, the print and the sheets head them. */
export const DEBT_AGE_LABELS: Readonly<Record<DebtAge, string>> = Object.freeze({
  current: 'هذا الشهر',
  one: 'شهر واحد',
  two: 'شهران',
  threePlus: '3 أشهر أو أكثر',
});
