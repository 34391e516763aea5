import { ExchangeRate, Lbp, toLbp, toUsd } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { divideRoundingHalfUp, toSafeNumber } from '../money/rounding';
import { GENERATOR_COST_KINDS, type GeneratorCostKind } from './generator-cost-input';

/** An amount in both currencies. */
export interface DualAmount {
  readonly usd: Money;
  readonly lbp: Lbp;
}

/** What the month's log lines of one kind add up to, each currency as typed. */
export interface CostSums {
  readonly kind: GeneratorCostKind;
  readonly typedUsd: Money;
  readonly typedLbp: Lbp;
  /** Hundredths of a litre and of an hour. */
  readonly litresHundredths: number;
  readonly hoursHundredths: number;
}

export interface EconomicsFigures {
  readonly month: string;
  /** The month's rate (docs/generator-economics.md#the-months-rate). */
  readonly rate: ExchangeRate;
  /** The metered statements' consumption of the month. */
  readonly kwhBilled: Quantity;
  /** The statements' month totals, every system. */
  readonly billed: Money;
  /** The ledger's payments received in the month (the payments report's rule). */
  readonly collected: Money;
  readonly costs: readonly CostSums[];
}

/** The price of one kWh made: dollars to the hundredth of a cent, whole pounds. */
export interface CostPerKwh {
  /** Ten-thousandths of a dollar: 2734 is $0.2734. */
  readonly usdTenThousandths: number;
  readonly lbp: number;
}

export interface GeneratorEconomics {
  readonly month: string;
  readonly rate: ExchangeRate;
  readonly kwhBilled: Quantity;
  readonly litresHundredths: number;
  readonly hoursHundredths: number;
  readonly costs: Readonly<Record<GeneratorCostKind, DualAmount>>;
  readonly totalCost: DualAmount;
  /** Null when the month billed no kWh (nothing to divide by). */
  readonly costPerKwh: CostPerKwh | null;
  readonly billed: DualAmount;
  readonly collected: DualAmount;
  readonly profit: {
    /** Collected less the costs: the cash the month left. */
    readonly collectedLessCosts: DualAmount;
    /** Billed less the costs: what the month would leave once every bill is paid. */
    readonly billedLessCosts: DualAmount;
  };
}

/**
 * The month's economics (docs/generator-economics.md#the-monthly-report). Each kind's costs are its
 * dollars typed plus its pounds typed, each converted once at the month's rate (pounds to the cent,
 * dollars to the whole pound, half up); the total is the sum of the kinds. The cost per kWh divides the
 * total by the kWh billed, rounded half up to $0.0001 and to the whole pound. Billed and collected are
 * dollars (the statements and the ledger), their pounds at the month's rate.
 */
export function generatorEconomics(figures: EconomicsFigures): GeneratorEconomics {
  const { rate } = figures;
  const byKind = Object.fromEntries(
    GENERATOR_COST_KINDS.map((kind) => {
      const lines = figures.costs.filter((sum) => sum.kind === kind);
      const typedUsd = Money.sum(lines.map((line) => line.typedUsd));
      const typedLbp = lines.reduce((sum, line) => sum.plus(line.typedLbp), Lbp.zero);
      return [kind, { usd: typedUsd.plus(toUsd(typedLbp, rate)), lbp: toLbp(typedUsd, rate).plus(typedLbp) }];
    }),
  ) as Record<GeneratorCostKind, DualAmount>;
  const totalCost = sumDual(GENERATOR_COST_KINDS.map((kind) => byKind[kind]));
  const billed = inBoth(figures.billed, rate);
  const collected = inBoth(figures.collected, rate);
  return {
    month: figures.month,
    rate,
    kwhBilled: figures.kwhBilled,
    litresHundredths: figures.costs.reduce((sum, line) => sum + line.litresHundredths, 0),
    hoursHundredths: figures.costs.reduce((sum, line) => sum + line.hoursHundredths, 0),
    costs: byKind,
    totalCost,
    costPerKwh: costPerKwh(totalCost, figures.kwhBilled),
    billed,
    collected,
    profit: {
      collectedLessCosts: lessCosts(collected, totalCost),
      billedLessCosts: lessCosts(billed, totalCost),
    },
  };
}

/** Total cost ÷ kWh billed: $ to the ten-thousandth, pounds whole, half up; null for no kWh. */
export function costPerKwh(total: DualAmount, kwh: Quantity): CostPerKwh | null {
  if (kwh.isZero()) return null;
  const thousandths = BigInt(kwh.thousandths);
  // cents × 100 is ten-thousandths of a dollar; × 1000 because the kWh are in thousandths.
  const usd = toSafeNumber(divideRoundingHalfUp(BigInt(total.usd.cents) * 100_000n, thousandths));
  const lbp = toSafeNumber(divideRoundingHalfUp(BigInt(total.lbp.pounds) * 1000n, thousandths));
  if (usd === null || lbp === null) return null;
  return { usdTenThousandths: usd, lbp };
}

function inBoth(usd: Money, rate: ExchangeRate): DualAmount {
  return { usd, lbp: toLbp(usd, rate) };
}

function sumDual(amounts: readonly DualAmount[]): DualAmount {
  return {
    usd: Money.sum(amounts.map((amount) => amount.usd)),
    lbp: amounts.reduce((sum, amount) => sum.plus(amount.lbp), Lbp.zero),
  };
}

function lessCosts(revenue: DualAmount, costs: DualAmount): DualAmount {
  return { usd: revenue.usd.minus(costs.usd), lbp: Lbp.ofPounds(revenue.lbp.pounds - costs.lbp.pounds) };
}
