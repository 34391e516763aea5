import { VAT_RATE_PERCENT } from '@kahraba/billing-domain';

/** The VAT divisor as a percentage of the base (111 for 11%). */
const WITH_VAT = 100 + VAT_RATE_PERCENT;

/**
 * splitVat (invoice/vat.ts) set-based: the base of a dollar total that includes VAT, to the cent,
 * rounded half away from zero as PostgreSQL's numeric round does; the VAT is the total − this.
 */
export function vatBaseSql(total: string): string {
  return `round(${total} * 100 / ${WITH_VAT}, 2)`;
}

/** splitLbpVat (invoice/vat.ts) set-based: the base of a pounds total, in whole pounds. */
export function lbpVatBaseSql(totalLbp: string): string {
  return `round(${totalLbp} * 100 / ${WITH_VAT})`;
}
