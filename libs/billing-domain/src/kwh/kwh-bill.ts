import { balanceOf } from '../billing/balance';
import { splitLbpVat, splitVat } from '../invoice/vat';
import { type ExchangeRate, type Lbp, toLbp } from '../money/lbp';
import type { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { UnitPrice } from './unit-price';

/** Everything computed about a metered customer's month: dollars in cents, pounds whole. */
export interface KwhBill {
  /** currentKwh − previousKwh, never below 0 (an unread meter, 0, consumes nothing). */
  readonly consumption: Quantity;
  readonly energyAmount: Money;
  readonly subscriptionFee: Money;
  /** VAT included. */
  readonly totalAmount: Money;
  readonly baseAmount: Money;
  readonly vatAmount: Money;
  /** The arrears carried in + this month's total − paid (issue 11). */
  readonly outstandingBalance: Money;
  readonly isPaid: boolean;
  readonly totalAmountLbp: Lbp;
  readonly baseAmountLbp: Lbp;
  readonly tvaAmountLbp: Lbp;
  readonly exchangeRateUsed: ExchangeRate;
}

/**
 * issue 8 §2: total = round2(consumption × price) + subscription fee, VAT included; insurance is
 * never counted. Outstanding = arrears + total − paid (balanceOf, issue 11); paid when that is zero
 * or less, so a zero total with nothing carried counts as paid. The LBP
 * columns come with the total: total × rate rounded, base = total / 1.11 rounded, VAT the rest.
 * Rounding is half away from zero, integer arithmetic only.
 */
export function billKwhCustomer(input: {
  readonly previousKwh: Quantity;
  readonly currentKwh: Quantity;
  readonly pricePerKwh: UnitPrice;
  readonly subscriptionFee: Money;
  /** The balance carried from the months before (negative: a credit). */
  readonly arrears: Money;
  readonly amountPaid: Money;
  readonly rate: ExchangeRate;
}): KwhBill {
  const consumption = consumptionBetween(input.previousKwh, input.currentKwh);
  const energyAmount = input.pricePerKwh.times(consumption);
  const totalAmount = energyAmount.plus(input.subscriptionFee);
  const { base, vat } = splitVat(totalAmount);
  const settlement = balanceOf({ arrears: input.arrears, amount: totalAmount, amountPaid: input.amountPaid });
  const totalAmountLbp = toLbp(totalAmount, input.rate);
  const lbp = splitLbpVat(totalAmountLbp);
  return {
    consumption,
    energyAmount,
    subscriptionFee: input.subscriptionFee,
    totalAmount,
    baseAmount: base,
    vatAmount: vat,
    outstandingBalance: settlement.outstandingBalance,
    isPaid: settlement.isPaid,
    totalAmountLbp,
    baseAmountLbp: lbp.base,
    tvaAmountLbp: lbp.vat,
    exchangeRateUsed: input.rate,
  };
}

/** issue 8 §2: consumption is never below 0, on screen and in totals. */
export function consumptionBetween(previousKwh: Quantity, currentKwh: Quantity): Quantity {
  return currentKwh.thousandths > previousKwh.thousandths ? currentKwh.minus(previousKwh) : Quantity.zero;
}
