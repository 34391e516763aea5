import { balanceOf } from '../billing/balance';
import type { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import { type MeterReadingsMarks, meterReadingsOf } from '../statement/meter-readings';
import { monthTotalsOf } from '../statement/month-totals';
import { chargesOf } from '../statement/tariff-charges';
import type { UnitPrice } from './unit-price';
import { billedLinesOf, type MonthBilling } from '../statement/month-billing';

/** Everything computed about a metered customer's month: dollars in cents, pounds whole. */
export interface KwhBill {
  /** currentKwh − previousKwh, never below 0 (an unread meter, 0, consumes nothing). */
  readonly consumption: Quantity;
  readonly energyAmount: Money;
  readonly subscriptionFee: Money;
  /** The fee's pound price when it comes from the pricing map (its source); null for an own fee. */
  readonly subscriptionFeeLbp: Lbp | null;
  /** VAT included. */
  readonly totalAmount: Money;
  readonly baseAmount: Money;
  readonly vatAmount: Money;
  /** The arrears carried in + this month's total − paid. */
  readonly outstandingBalance: Money;
  readonly isPaid: boolean;
  readonly totalAmountLbp: Lbp;
  readonly baseAmountLbp: Lbp;
  readonly tvaAmountLbp: Lbp;
  readonly exchangeRateUsed: ExchangeRate;
}

/**
 * docs/business-rules.md#the-metered-kwh-rules-libsbilling-domainsrckwh: total = consumption × price +
 * subscription fee, VAT included; insurance is never counted. Each line is computed in the currency its price
 * was entered in (through the statement's charge lines): a price per kWh or a fee typed in pounds bills exact
 * pounds and its dollars are derived at the rate; a dollar price bills dollars and its pounds are converted.
 * Outstanding = arrears + total − paid (balanceOf); paid when that is zero or less. Base = total / 1.11 in
 * each currency, VAT the rest. Rounding is half away from zero, integers only.
 */
export function billKwhCustomer(input: {
  readonly previousKwh: Quantity;
  readonly currentKwh: Quantity;
  readonly pricePerKwh: UnitPrice;
  /** The price per kWh as typed in pounds (its source), or null/absent when typed in dollars. */
  readonly pricePerKwhLbp?: Lbp | null;
  readonly subscriptionFee: Money;
  /** The fee's pound price from the pricing map, or null/absent for the customer's own fee. */
  readonly subscriptionFeeLbp?: Lbp | null;
  /** The balance carried from the months before (negative: a credit). */
  readonly arrears: Money;
  readonly amountPaid: Money;
  readonly rate: ExchangeRate;
  /** Estimates and a meter replaced this month. */
  readonly marks?: MeterReadingsMarks;
  /** A month started cut off bills no tariff line; a reconnection fee is one more (docs/cut-off.md). */
  readonly billing?: MonthBilling;
}): KwhBill {
  const subscriptionFeeLbp = input.subscriptionFeeLbp ?? null;
  const charges = chargesOf(
    {
      tariff: 'metered-per-kwh',
      previousReading: input.previousKwh,
      currentReading: input.currentKwh,
      pricePerKwh: input.pricePerKwh,
      pricePerKwhLbp: input.pricePerKwhLbp ?? null,
      subscriptionFee: input.subscriptionFee,
      subscriptionFeeLbp,
      marks: input.marks,
    },
    input.rate,
  );
  const [energy, fee, credit] = charges.lines;
  const month = monthTotalsOf(billedLinesOf(charges.lines, input.billing, input.rate), input.rate);
  const billed = input.billing?.billed !== false;
  const settlement = balanceOf({ arrears: input.arrears, amount: month.total, amountPaid: input.amountPaid });
  return {
    consumption: charges.readings?.consumption ?? consumptionBetween(input.previousKwh, input.currentKwh),
    // The energy billed, net of a credit for an estimate the actual reading corrected.
    energyAmount: !billed ? Money.zero : credit ? energy.amount.plus(credit.amount) : energy.amount,
    subscriptionFee: fee.amount,
    subscriptionFeeLbp: fee.poundsExact ? subscriptionFeeLbp : null,
    totalAmount: month.total,
    baseAmount: month.base,
    vatAmount: month.vat,
    outstandingBalance: settlement.outstandingBalance,
    isPaid: settlement.isPaid,
    totalAmountLbp: month.totalLbp,
    baseAmountLbp: month.baseLbp,
    tvaAmountLbp: month.vatLbp,
    exchangeRateUsed: input.rate,
  };
}

/** Consumption is never below 0, on screen and in totals. */
export function consumptionBetween(previousKwh: Quantity, currentKwh: Quantity): Quantity {
  return meterReadingsOf(previousKwh, currentKwh).consumption;
}
