import { type ExchangeRate, type Lbp, toLbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { ChargeLine } from './charge-line';
import { LinePrice } from './line-price';

/**
 * How a customer's month is billed besides its tariff (docs/cut-off.md): `billed` false for a month the
 * customer started cut off (no tariff line), and the fee of a reconnection in the month, one line.
 */
export interface MonthBilling {
  readonly billed: boolean;
  readonly reconnectionFee: StoredReconnectionFee | null;
}

/**
 * A reconnection fee as stored: its dollars (typed, or the pounds at the rate of the reconnection) and
 * the pounds when it was typed in pounds, so a later rate never changes what was billed.
 */
export interface StoredReconnectionFee {
  readonly amount: Money;
  readonly amountLbp: Lbp | null;
}

/** A month billed as its tariff says, with no fee. */
export const BILLED_AS_TARIFF: MonthBilling = Object.freeze({ billed: true, reconnectionFee: null });

/** The lines of a month: the tariff's when billed, then the reconnection fee «رسم إعادة الوصل». */
export function billedLinesOf(
  tariffLines: readonly ChargeLine[],
  billing: MonthBilling | undefined,
  rate: ExchangeRate,
): readonly ChargeLine[] {
  const lines = billing?.billed === false ? [] : [...tariffLines];
  const fee = billing?.reconnectionFee;
  if (fee) lines.push(reconnectionFeeLine(fee, rate));
  return Object.freeze(lines);
}

function reconnectionFeeLine(fee: StoredReconnectionFee, rate: ExchangeRate): ChargeLine {
  return Object.freeze({
    kind: 'reconnection-fee',
    quantity: null,
    unit: null,
    unitPrice: fee.amountLbp ? LinePrice.ofPounds(fee.amountLbp) : LinePrice.ofDollars(fee.amount),
    amount: fee.amount,
    amountLbp: fee.amountLbp ?? toLbp(fee.amount, rate),
    poundsExact: fee.amountLbp !== null,
  });
}
