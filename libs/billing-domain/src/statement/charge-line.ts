import { type ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { LinePrice } from './line-price';

/**
 * What a line bills: amperes (flat), energy (metered), the metered subscription fee, or the kWh an
 * estimate over-billed, credited when the actual reading came lower
 * (docs/business-rules.md#estimated-readings-and-replaced-meters), or the fee of a reconnection
 * (docs/cut-off.md#the-reconnection-fee).
 */
export type ChargeKind = 'ampere' | 'energy' | 'subscription-fee' | 'estimate-credit' | 'reconnection-fee';

/** The unit of a line's quantity as the invoice prints it. */
export const CHARGE_UNITS = Object.freeze({ ampere: 'أمبير', energy: 'ك.و.س', 'estimate-credit': 'ك.و.س' });

/** One line of a month's charges: quantity × unit price = amount, in dollars and pounds. */
export interface ChargeLine {
  readonly kind: ChargeKind;
  /** Amperes or kWh; null for a fixed amount (the subscription fee). */
  readonly quantity: Quantity | null;
  readonly unit: string | null;
  /** The price as entered, in its own currency, every decimal kept. */
  readonly unitPrice: LinePrice;
  readonly amount: Money;
  readonly amountLbp: Lbp;
  /** The price was entered in pounds: the pounds are exact, the dollars derived. */
  readonly poundsExact: boolean;
}

export function chargeLineOf(
  kind: ChargeKind,
  quantity: Quantity | null,
  unitPrice: LinePrice,
  rate: ExchangeRate,
): ChargeLine {
  const priced = unitPrice.amountOf(quantity, rate);
  // A credit line takes back what its quantity was billed.
  const credit = kind === 'estimate-credit';
  const amount = credit ? Money.zero.minus(priced.amount) : priced.amount;
  const amountLbp = credit ? Lbp.ofPounds(-priced.amountLbp.pounds) : priced.amountLbp;
  const unit = kind === 'subscription-fee' || kind === 'reconnection-fee' ? null : CHARGE_UNITS[kind];
  return Object.freeze({
    kind,
    quantity,
    unit,
    unitPrice,
    amount,
    amountLbp,
    poundsExact: unitPrice.isPounds,
  });
}
