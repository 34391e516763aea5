import type { ExchangeRate, Lbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { LinePrice } from './line-price';

/** What a line bills: amperes (flat), energy (metered) or the metered subscription fee. */
export type ChargeKind = 'ampere' | 'energy' | 'subscription-fee';

/** The unit of a line's quantity as the invoice prints it. */
export const CHARGE_UNITS = Object.freeze({ ampere: 'أمبير', energy: 'ك.و.س' });

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
  const { amount, amountLbp } = unitPrice.amountOf(quantity, rate);
  const unit = kind === 'subscription-fee' ? null : CHARGE_UNITS[kind];
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
