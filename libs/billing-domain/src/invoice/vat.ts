import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { divideRoundingHalfUp } from '../money/rounding';

/** Invoices carry 11% value-added tax (docs/business-rules.md#constants-and-limits). */
export const VAT_RATE_PERCENT = 11;

export interface VatSplit {
  readonly base: Money;
  readonly vat: Money;
  readonly total: Money;
}

/**
 * Amounts already include VAT; the invoice shows base = total / 1.11 rounded to the
 * cent and VAT = total − base, so base + VAT always equals the billed total exactly.
 */
export function splitVat(total: Money): VatSplit {
  const baseCents = divideRoundingHalfUp(BigInt(total.cents) * 100n, BigInt(100 + VAT_RATE_PERCENT));
  const base = Money.ofCents(Number(baseCents));
  return { base, vat: total.minus(base), total };
}

export interface LbpVatSplit {
  readonly base: Lbp;
  readonly vat: Lbp;
  readonly total: Lbp;
}

/**
 * The LBP side of an invoice splits the same way, in whole pounds: base = LBP total / 1.11
 * rounded half away from zero, VAT = LBP total − base (so the two add up to the LBP total exactly).
 */
export function splitLbpVat(total: Lbp): LbpVatSplit {
  const basePounds = divideRoundingHalfUp(BigInt(total.pounds) * 100n, BigInt(100 + VAT_RATE_PERCENT));
  const base = Lbp.ofPounds(Number(basePounds));
  return { base, vat: Lbp.ofPounds(total.pounds - base.pounds), total };
}
