import { splitLbpVat, splitVat } from '../invoice/vat';
import { type ExchangeRate, Lbp, toLbp } from '../money/lbp';
import { Money } from '../money/money';
import type { ChargeLine } from './charge-line';

/** A month's charges summed: base, VAT 11 % and total, in dollars and in pounds. */
export interface MonthTotals {
  readonly base: Money;
  readonly vat: Money;
  /** VAT included. */
  readonly total: Money;
  readonly baseLbp: Lbp;
  readonly vatLbp: Lbp;
  readonly totalLbp: Lbp;
  /** Some line was priced in pounds: the pounds are summed exactly, not converted back. */
  readonly poundsExact: boolean;
}

/**
 * The dollars are the lines' dollars summed; the pounds are the lines' pounds summed
 * when any line was priced in pounds (490 × 36,000 + 1,050,000 = 18,690,000 exactly), else the
 * dollar total at the rate (docs/business-rules.md#the-statement-of-account). Each currency splits its own
 * VAT (total / 1.11).
 */
export function monthTotalsOf(lines: readonly ChargeLine[], rate: ExchangeRate): MonthTotals {
  const total = Money.sum(lines.map((line) => line.amount));
  const poundsExact = lines.some((line) => line.poundsExact);
  const totalLbp = poundsExact
    ? lines.reduce((sum, line) => sum.plus(line.amountLbp), Lbp.zero)
    : toLbp(total, rate);
  const usd = splitVat(total);
  const lbp = splitLbpVat(totalLbp);
  return { base: usd.base, vat: usd.vat, total, baseLbp: lbp.base, vatLbp: lbp.vat, totalLbp, poundsExact };
}
