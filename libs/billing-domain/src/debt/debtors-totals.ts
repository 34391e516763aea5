import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { DEBT_AGES, debtAgeOf, type DebtAge } from './debt-months';

/** What the totals read of a debtor: the statement's total due in dollars and pounds, and the age. */
export interface DebtorAmounts {
  /** USD as the statement answers it (two decimals at most). */
  readonly totalDue: number;
  /** Whole pounds, the statement's. */
  readonly totalDueLbp: number;
  readonly months: number;
}

export interface DebtTotals {
  readonly count: number;
  readonly totalDue: number;
  readonly totalDueLbp: number;
}

export type DebtAgeTotals = Readonly<Record<DebtAge | 'all', DebtTotals>>;

/**
 * The totals per age group and overall (docs/debtors.md#the-list): sums of the statements' amounts,
 * exact (cents and whole pounds), never amounts worked out again.
 */
export function debtAgeTotals(debtors: readonly DebtorAmounts[]): DebtAgeTotals {
  const sums = new Map<DebtAge | 'all', { count: number; usd: Money; lbp: Lbp }>(
    [...DEBT_AGES, 'all' as const].map((age) => [age, { count: 0, usd: Money.zero, lbp: Lbp.zero }]),
  );
  for (const debtor of debtors) {
    for (const age of [debtAgeOf(debtor.months), 'all'] as const) {
      const sum = sums.get(age)!;
      sum.count += 1;
      sum.usd = sum.usd.plus(Money.parse(debtor.totalDue));
      sum.lbp = sum.lbp.plus(Lbp.ofPounds(debtor.totalDueLbp));
    }
  }
  const totals = (age: DebtAge | 'all'): DebtTotals => {
    const sum = sums.get(age)!;
    return { count: sum.count, totalDue: sum.usd.toNumber(), totalDueLbp: sum.lbp.pounds };
  };
  return {
    current: totals('current'),
    one: totals('one'),
    two: totals('two'),
    threePlus: totals('threePlus'),
    all: totals('all'),
  };
}
