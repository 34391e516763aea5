import { Month } from '../calendar/month';
import { Lbp, toLbp, type ExchangeRate } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';

/** What the store counts and sums for one billing system, exact. */
export interface SystemFigures {
  id: string;
  name: string;
  /** Live customers. */
  customers: number;
  /** The live month's billed total and what has been collected of it. */
  billed: Money;
  collected: Money;
  amperes: Quantity;
  /** Consumption of the live month (0 for a flat-rate system). */
  kwh: Quantity;
  /** Rows the system keeps in its monthly archives (month-end snapshots and manual archives). */
  archivedRows: number;
  /** The pounds handed over in the live month's payments made in pounds … */
  lbpReceived?: Lbp;
  /** … and the dollars those payments settled (the rest of `collected` came in dollars). */
  usdSettledInLbp?: Money;
  /**
   * The balances the last close carried into the live month (the statements' previous
   * balances summed; a credit counts negative).
   */
  arrearsCarried?: Money;
}

export interface SystemSummary extends SystemFigures {
  /** Live customers plus the system's monthly-archive rows. */
  recordCount: number;
  billedLbp: Lbp;
  collectedLbp: Lbp;
  arrearsCarried: Money;
  arrearsCarriedLbp: Lbp;
}

export interface GrandTotals {
  customers: number;
  records: number;
  billed: Money;
  collected: Money;
  amperes: Quantity;
  kwh: Quantity;
  billedLbp: Lbp;
  collectedLbp: Lbp;
  arrearsCarried: Money;
  arrearsCarriedLbp: Lbp;
}

/**
 * What was collected, in pounds: the pounds handed over as they were (5,000,000 LBP
 * received is 5,000,000, as the payments report says, not its dollars converted back), the rest,
 * collected in dollars, at the rate.
 */
export function collectedInPounds(
  collected: { collected: Money; lbpReceived?: Lbp; usdSettledInLbp?: Money },
  rate: ExchangeRate,
): Lbp {
  const inDollars = collected.collected.minus(collected.usdSettledInLbp ?? Money.zero);
  return toLbp(inDollars, rate).plus(collected.lbpReceived ?? Lbp.zero);
}

/**
 * The dashboard's cards (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent):
 * one per system and the grand totals, summed exactly; the billed pounds are the dollar totals at the stored
 * rate, whole pounds, so the grand total in pounds is the grand dollar total converted, not a sum of rounded
 * figures; the collected pounds are the pounds received plus the dollars collected at the rate
 * (collectedInPounds).
 */
export function summariseSystems(
  figures: readonly SystemFigures[],
  rate: ExchangeRate,
): { systems: SystemSummary[]; grandTotals: GrandTotals } {
  const systems = figures.map((system) => ({
    ...system,
    recordCount: system.customers + system.archivedRows,
    billedLbp: toLbp(system.billed, rate),
    collectedLbp: collectedInPounds(system, rate),
    arrearsCarried: system.arrearsCarried ?? Money.zero,
    arrearsCarriedLbp: toLbp(system.arrearsCarried ?? Money.zero, rate),
  }));
  const billed = Money.sum(figures.map((system) => system.billed));
  const collected = Money.sum(figures.map((system) => system.collected));
  const arrearsCarried = Money.sum(systems.map((system) => system.arrearsCarried));
  return {
    systems,
    grandTotals: {
      customers: sumOf(systems.map((system) => system.customers)),
      records: sumOf(systems.map((system) => system.recordCount)),
      billed,
      collected,
      amperes: figures.reduce((total, system) => total.plus(system.amperes), Quantity.zero),
      kwh: figures.reduce((total, system) => total.plus(system.kwh), Quantity.zero),
      billedLbp: toLbp(billed, rate),
      collectedLbp: collectedInPounds(
        {
          collected,
          lbpReceived: figures.reduce((sum, system) => sum.plus(system.lbpReceived ?? Lbp.zero), Lbp.zero),
          usdSettledInLbp: Money.sum(figures.map((system) => system.usdSettledInLbp ?? Money.zero)),
        },
        rate,
      ),
      arrearsCarried,
      arrearsCarriedLbp: toLbp(arrearsCarried, rate),
    },
  };
}

/** One closed month of one system in its monthly archives: what was billed and collected. */
export interface ArchivedMonthFigures {
  month: string;
  system: string;
  billed: Money;
  collected: Money;
  /** What the month's close carried into the next month (its balances; credits negative). */
  carried?: Money;
}

export interface MonthHistory {
  month: Month;
  /** Each system that has a snapshot of the month, in the order given. */
  systems: { system: string; billed: Money; collected: Money; carried: Money }[];
  billed: Money;
  collected: Money;
  carried: Money;
}

/** How many closed months the dashboard's history chart shows. */
export const HISTORY_MONTHS = 12;

/**
 * The last twelve months that have snapshots in the monthly archives, oldest first, each with its
 * systems' figures and their totals (the history chart of billed against collected).
 */
export function monthlyHistory(
  rows: readonly ArchivedMonthFigures[],
  months: number = HISTORY_MONTHS,
): MonthHistory[] {
  const byMonth = new Map<string, ArchivedMonthFigures[]>();
  for (const row of rows) {
    const key = Month.parse(row.month).toString();
    byMonth.set(key, [...(byMonth.get(key) ?? []), row]);
  }
  return [...byMonth.keys()]
    .sort()
    .slice(-months)
    .map((key) => {
      const systems = byMonth.get(key)!.map(({ system, billed, collected, carried }) => ({
        system,
        billed,
        collected,
        carried: carried ?? Money.zero,
      }));
      return {
        month: Month.parse(key),
        systems,
        billed: Money.sum(systems.map((entry) => entry.billed)),
        collected: Money.sum(systems.map((entry) => entry.collected)),
        carried: Money.sum(systems.map((entry) => entry.carried)),
      };
    });
}

function sumOf(numbers: readonly number[]): number {
  return numbers.reduce((total, value) => total + value, 0);
}
