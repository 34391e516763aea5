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

/** One box's debtors on the printed list: its count and what they owe. */
export interface DebtBoxTotals extends DebtTotals {
  /** null: the customers without a box. */
  readonly box: string | null;
}

/**
 * The totals per box (docs/debtors.md#the-page), by box name in the natural order (2 before 10), the
 * customers without a box last: the print's box by box lines.
 */
export function debtBoxTotals(
  debtors: readonly (DebtorAmounts & { readonly box: string | null })[],
): DebtBoxTotals[] {
  const boxes = new Map<string | null, { count: number; usd: Money; lbp: Lbp }>();
  for (const debtor of debtors) {
    const sum = boxes.get(debtor.box) ?? { count: 0, usd: Money.zero, lbp: Lbp.zero };
    boxes.set(debtor.box, {
      count: sum.count + 1,
      usd: sum.usd.plus(Money.parse(debtor.totalDue)),
      lbp: sum.lbp.plus(Lbp.ofPounds(debtor.totalDueLbp)),
    });
  }
  return [...boxes.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en', { numeric: true })))
    .map(([box, sum]) => ({
      box,
      count: sum.count,
      totalDue: sum.usd.toNumber(),
      totalDueLbp: sum.lbp.pounds,
    }));
}
