import type { UnitPrice } from '../kwh/unit-price';
import type { ExchangeRate, Lbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { TariffKind } from '../systems/billing-system';
import { type ChargeLine, chargeLineOf } from './charge-line';
import { LinePrice } from './line-price';
import { type MeterReadings, type MeterReadingsMarks, meterReadingsOf } from './meter-readings';

/** A flat subscription: amperes × price per ampere (prices are in dollars). */
export interface FlatCharges {
  readonly tariff: 'flat-per-ampere';
  readonly ampere: Quantity;
  readonly pricePerAmpere: Money;
}

/**
 * A metered subscription (docs/business-rules.md#the-metered-kwh-rules-libsbilling-domainsrckwh): readings ×
 * price per kWh + the subscription fee. A price typed in pounds (the bulk LBP price, the pricing map's fee by
 * amperage) is given as its pound source and bills in pounds exactly; without one the dollar price bills.
 */
export interface MeteredCharges {
  readonly tariff: 'metered-per-kwh';
  readonly previousReading: Quantity;
  readonly currentReading: Quantity;
  readonly pricePerKwh: UnitPrice;
  readonly pricePerKwhLbp: Lbp | null;
  readonly subscriptionFee: Money;
  readonly subscriptionFeeLbp: Lbp | null;
  /** The current reading is an estimate; the previous one was; the meter was replaced. */
  readonly marks?: MeterReadingsMarks;
}

export type TariffCharges = FlatCharges | MeteredCharges;

export interface MonthCharges {
  readonly tariff: TariffKind;
  readonly lines: readonly ChargeLine[];
  readonly readings: MeterReadings | null;
}

/** The charge lines of a month for any tariff kind: the one place a tariff says how it bills. */
export function chargesOf(charges: TariffCharges, rate: ExchangeRate): MonthCharges {
  if (charges.tariff === 'flat-per-ampere') {
    const line = chargeLineOf('ampere', charges.ampere, LinePrice.ofDollars(charges.pricePerAmpere), rate);
    return { tariff: charges.tariff, lines: [line], readings: null };
  }
  const readings = meterReadingsOf(charges.previousReading, charges.currentReading, charges.marks);
  const kwhPrice =
    charges.pricePerKwhLbp !== null && charges.pricePerKwhLbp.pounds > 0
      ? LinePrice.ofPounds(charges.pricePerKwhLbp)
      : LinePrice.ofDollars(charges.pricePerKwh);
  const feePrice =
    charges.subscriptionFeeLbp !== null && charges.subscriptionFeeLbp.pounds > 0
      ? LinePrice.ofPounds(charges.subscriptionFeeLbp)
      : LinePrice.ofDollars(charges.subscriptionFee);
  return {
    tariff: charges.tariff,
    lines: [
      chargeLineOf('energy', readings.consumption, kwhPrice, rate),
      chargeLineOf('subscription-fee', null, feePrice, rate),
      ...(readings.creditKwh.isZero()
        ? []
        : [chargeLineOf('estimate-credit', readings.creditKwh, kwhPrice, rate)]),
    ],
    readings,
  };
}
