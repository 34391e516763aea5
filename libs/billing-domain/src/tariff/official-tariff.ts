import { Month } from '../calendar/month';
import { InvalidInputError } from '../errors/invalid-input.error';
import { parseScaledDecimal } from '../money/decimal-text';
import { ExchangeRate, Lbp } from '../money/lbp';
import { Quantity } from '../money/quantity';
import type { SubscriptionPricing } from '../kwh/subscription-fee';
import { UnitPrice } from '../kwh/unit-price';
import type { PriceCurrency } from '../statement/line-price';
import { isBlankNumber } from '../numbers/number-text';
import { toAsciiDigits } from '../text/ascii-digits';

/**
 * The zones the ministry prices a kWh by (docs/official-tariff.md#zones). Data, not code: a zone
 * added here is one more price in the tariff, one more choice on the customer forms and imports.
 */
export const TARIFF_ZONES = Object.freeze([
  {
    id: 'town',
    arabicName: 'المدن / تحت ٧٠٠ م',
    names: ['town', 'towns', 'city', 'المدن', 'مدن', 'المدينة', 'مدينة', 'تحت 700', 'تحت 700 م'],
  },
  {
    id: 'village',
    arabicName: 'القرى / فوق ٧٠٠ م',
    names: ['village', 'villages', 'القرى', 'قرى', 'القرية', 'قرية', 'فوق 700', 'فوق 700 م'],
  },
] as const);

export type TariffZone = (typeof TARIFF_ZONES)[number]['id'];

/** A customer without a zone on file is in a town (below 700 m). */
export const DEFAULT_TARIFF_ZONE: TariffZone = 'town';

const ZONE_LABEL = 'المنطقة';

export function isTariffZone(value: unknown): value is TariffZone {
  return TARIFF_ZONES.some((zone) => zone.id === value);
}

export function tariffZoneName(zone: TariffZone): string {
  return TARIFF_ZONES.find((candidate) => candidate.id === zone)?.arabicName ?? zone;
}

/**
 * A zone as typed (a form, JSON, an import cell): its id, or its Arabic or English name in any case
 * and spacing, Arabic digits too («المدن / تحت ٧٠٠ م», «قرى», `Village`). Anything else is refused
 * naming the field and the choices.
 */
export function tariffZoneOf(value: unknown): TariffZone {
  const text = typeof value === 'string' ? value : '';
  const key = simplified(text);
  const found = TARIFF_ZONES.find(
    (zone) =>
      zone.id === key ||
      simplified(zone.arabicName) === key ||
      zone.names.some((name) => simplified(name) === key),
  );
  if (found) return found.id;
  throw new InvalidInputError(
    `${ZONE_LABEL}: «${text.trim().slice(0, 40)}» غير معروفة؛ اختر ${TARIFF_ZONES.map((zone) => `«${zone.arabicName}»`).join(' أو ')}`,
    'INVALID_ZONE',
  );
}

function simplified(text: string): string {
  return toAsciiDigits(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The fixed monthly part by amperage: 5 A, 10 A and each further 5 A. */
export interface OfficialFixedFees {
  readonly upTo5A: Lbp;
  readonly upTo10A: Lbp;
  readonly perExtra5A: Lbp;
}

/** The ministry's tariff of one month (docs/official-tariff.md), every price in whole pounds. */
export interface OfficialTariff {
  readonly month: Month;
  readonly kwhPriceLbp: Readonly<Record<TariffZone, Lbp>>;
  readonly fixedFeesLbp: OfficialFixedFees;
  readonly exchangeRate: ExchangeRate;
  readonly dieselPrice20LLbp: Lbp;
  /** Where it was published ('وزارة الطاقة والمياه، تموز 2025'); may be empty. */
  readonly source: string;
}

/** No tariff price reaches this: the columns are numeric(12, 0). */
const LARGEST_POUNDS = 999_999_999_999;
const LARGEST_SOURCE = 300;

/**
 * The tariff an administrator enters (PUT /api/official-tariffs/{YYYY-MM}): every price whole pounds
 * above zero, read by the one number reader (Arabic digits, grouping); the first bad field is refused
 * in Arabic, naming it.
 */
export function officialTariffFromInput(month: string, input: unknown): OfficialTariff {
  const body = objectOf(input, 'التسعيرة الرسمية');
  const kwh = readTariffKwhPrices(body.kwhPriceLbp);
  const fixed = readTariffFixedFees(body.fixedFeesLbp);
  const kwhPriceLbp = Object.fromEntries(
    TARIFF_ZONES.map((zone) => [zone.id, Lbp.ofPounds(kwh[zone.id])]),
  ) as Record<TariffZone, Lbp>;
  const source = body.source ?? '';
  if (typeof source !== 'string') {
    throw new InvalidInputError('المصدر: يرجى إدخال نص', 'INVALID_TARIFF_SOURCE');
  }
  if (source.trim().length > LARGEST_SOURCE) {
    throw new InvalidInputError(`المصدر: ${LARGEST_SOURCE} حرفاً على الأكثر`, 'TARIFF_SOURCE_TOO_LONG');
  }
  return {
    month: Month.parse(month),
    kwhPriceLbp,
    fixedFeesLbp: {
      upTo5A: Lbp.ofPounds(fixed['5']),
      upTo10A: Lbp.ofPounds(fixed['10']),
      perExtra5A: Lbp.ofPounds(fixed.perExtra5A),
    },
    exchangeRate: ExchangeRate.of(readTariffExchangeRate(body.exchangeRate)),
    dieselPrice20LLbp: Lbp.ofPounds(readTariffDieselPrice(body.dieselPrice20LLbp)),
    source: source.trim(),
  };
}

// Each field of the tariff by its reader (the request's DTO reads them one by one; officialTariffFromInput
// reads the whole), in whole pounds, refused in Arabic naming the field.

/** The price of a kWh in each zone. */
export function readTariffKwhPrices(value: unknown): Record<TariffZone, number> {
  const kwh = objectOf(value, 'سعر الكيلوواط');
  return Object.fromEntries(
    TARIFF_ZONES.map((zone) => [
      zone.id,
      poundsOf(kwh[zone.id], `سعر الكيلوواط (${zone.arabicName})`).pounds,
    ]),
  ) as Record<TariffZone, number>;
}

/** The fixed part: 5 A, 10 A and each further 5 A, by the keys typed. */
export function readTariffFixedFees(value: unknown): { '5': number; '10': number; perExtra5A: number } {
  const fixed = objectOf(value, 'الرسم الثابت');
  return {
    '5': poundsOf(fixed['5'], 'الرسم الثابت لـ 5 أمبير').pounds,
    '10': poundsOf(fixed['10'], 'الرسم الثابت لـ 10 أمبير').pounds,
    perExtra5A: poundsOf(fixed.perExtra5A, 'الرسم عن كل 5 أمبير إضافية').pounds,
  };
}

export function readTariffExchangeRate(value: unknown): number {
  return poundsOf(value, 'سعر الصرف').pounds;
}

export function readTariffDieselPrice(value: unknown): number {
  return poundsOf(value, 'سعر صفيحة المازوت (20 ليتر)').pounds;
}

function objectOf(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidInputError(`${field}: يرجى إدخال القيم`, 'INVALID_OFFICIAL_TARIFF');
  }
  return value as Record<string, unknown>;
}

function poundsOf(value: unknown, field: string): Lbp {
  if (isBlankNumber(value)) throw new InvalidInputError(`${field}: يرجى إدخال رقم`, 'NUMBER_REQUIRED');
  const pounds = typeof value === 'number' || typeof value === 'string' ? parseScaledDecimal(value, 0) : null;
  if (pounds === null || pounds <= 0) {
    const shown =
      typeof value === 'string' || typeof value === 'number' ? String(value).trim() : typeof value;
    throw new InvalidInputError(
      `${field}: «${shown.slice(0, 40)}» يجب أن يكون عدداً صحيحاً من الليرات أكبر من صفر`,
      'INVALID_TARIFF_PRICE',
    );
  }
  if (pounds > LARGEST_POUNDS)
    throw new InvalidInputError(`${field}: المبلغ كبير جداً`, 'TARIFF_PRICE_TOO_LARGE');
  return Lbp.ofPounds(pounds);
}

/**
 * The official fixed part of an amperage (docs/official-tariff.md#the-fixed-part): the fee of the
 * smallest step of 5 A that holds it — up to 5 A the 5 A fee, up to 10 A the 10 A fee, then the 10 A
 * fee and one more `perExtra5A` for each further 5 A begun. No amperage, no fixed part.
 */
export function officialFixedFeeOf(fees: OfficialFixedFees, ampere: Quantity): Lbp {
  if (ampere.thousandths <= 0) return Lbp.zero;
  const steps = Math.ceil(ampere.thousandths / 5000);
  if (steps === 1) return fees.upTo5A;
  return Lbp.ofPounds(fees.upTo10A.pounds + (steps - 2) * fees.perExtra5A.pounds);
}

/** What one metered bill charged, in pounds, as compliance compares it. */
export interface BilledPrices {
  readonly zone: TariffZone;
  readonly ampere: Quantity;
  readonly consumption: Quantity;
  /** The price per kWh in pounds (its pound source, or its dollars at the bill's rate). */
  readonly kwhPriceLbp: Lbp;
  /** The fixed part in pounds (the pricing map's price, or the own fee at the bill's rate). */
  readonly fixedLbp: Lbp;
}

/** By how much a bill exceeds the official tariff; all zero when it does not. */
export interface TariffExcess {
  readonly officialKwhPriceLbp: Lbp;
  readonly officialFixedLbp: Lbp;
  /** Pounds above the official price per kWh (0 at or below it). */
  readonly perKwhLbp: Lbp;
  /** perKwhLbp × the kWh billed, rounded half away from zero to whole pounds. */
  readonly energyLbp: Lbp;
  /** Pounds above the official fixed part (0 at or below it). */
  readonly fixedLbp: Lbp;
  /** energyLbp + fixedLbp: what the bill charged above the tariff, before VAT. */
  readonly totalLbp: Lbp;
}

/**
 * How much a bill exceeds the tariff of its month and zone (docs/official-tariff.md#compliance): the
 * price per kWh against the zone's price, the fixed part against the amperage's official fee. A price
 * below the tariff is no excess (and offsets nothing).
 */
export function tariffExcessOf(tariff: OfficialTariff, bill: BilledPrices): TariffExcess {
  const officialKwhPriceLbp = tariff.kwhPriceLbp[bill.zone];
  const officialFixedLbp = officialFixedFeeOf(tariff.fixedFeesLbp, bill.ampere);
  const perKwh = Math.max(bill.kwhPriceLbp.pounds - officialKwhPriceLbp.pounds, 0);
  // thousandths of a kWh × whole pounds, rounded half up (both are never negative here).
  const energy = Number((BigInt(perKwh) * BigInt(Math.max(bill.consumption.thousandths, 0)) + 500n) / 1000n);
  const fixed = Math.max(bill.fixedLbp.pounds - officialFixedLbp.pounds, 0);
  return {
    officialKwhPriceLbp,
    officialFixedLbp,
    perKwhLbp: Lbp.ofPounds(perKwh),
    energyLbp: Lbp.ofPounds(energy),
    fixedLbp: Lbp.ofPounds(fixed),
    totalLbp: Lbp.ofPounds(energy + fixed),
  };
}

export function exceedsTariff(excess: TariffExcess): boolean {
  return excess.perKwhLbp.pounds > 0 || excess.fixedLbp.pounds > 0;
}

/**
 * The subscription pricing map the tariff gives (docs/official-tariff.md#applying-it): every whole
 * amperage asked (those the map lists and those customers have) at its official fixed part.
 */
export function officialSubscriptionPricing(
  fees: OfficialFixedFees,
  amperages: Iterable<number>,
): SubscriptionPricing {
  const whole = [...new Set(amperages)].filter((amperage) => Number.isInteger(amperage) && amperage > 0);
  return new Map(
    whole
      .sort((a, b) => a - b)
      .map((amperage) => [amperage, officialFixedFeeOf(fees, Quantity.parse(amperage))] as const),
  );
}

/** A bill's price per kWh in pounds: its pound source, or its dollars at the bill's rate (rounded). */
export function poundsPerKwhOf(price: {
  readonly unitPrice: number;
  readonly currency: PriceCurrency;
  readonly rate: number;
}): Lbp {
  return price.currency === 'LBP'
    ? Lbp.ofPounds(price.unitPrice)
    : UnitPrice.parse(price.unitPrice).toLbp(ExchangeRate.of(price.rate));
}

/**
 * The line a metered invoice prints when the owner chose it (docs/official-tariff.md#on-the-invoice):
 * «التسعيرة الرسمية لشهر تموز 2025: 32,790 ل.ل/ك.و.س», the price per kWh of the invoice's month for the
 * customer's zone. Nothing when the owner did not choose it or no tariff was entered for that month.
 */
export function officialTariffLineOf(
  shown: boolean,
  tariff: OfficialTariff | null,
  zone: TariffZone,
): string | null {
  if (!shown || !tariff) return null;
  return `التسعيرة الرسمية لشهر ${tariff.month.label()}: ${tariff.kwhPriceLbp[zone].display()} ل.ل/ك.و.س`;
}

/**
 * What a month close says when bills of the month it closed are above the official tariff
 * (docs/official-tariff.md#compliance), on the web's close and on `billing month close`.
 */
export function billsAboveOfficialTariffWarning(count: number, month: string): string {
  return `${count} من فواتير شهر ${month} تتجاوز التسعيرة الرسمية: راجع صفحة الالتزام بالتسعيرة.`;
}
