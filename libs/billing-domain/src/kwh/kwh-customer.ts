import { amountPaidWhenMarked } from '../billing/paid-marking';
import { normaliseBox } from '../boxes/box-label';
import { INVALID_PHONE_MESSAGE, parseLebanesePhone } from '../customer/phone';
import { InvalidInputError } from '../errors/invalid-input.error';
import { type ExchangeRate, Lbp } from '../money/lbp';
import { parseScaledDecimal } from '../money/decimal-text';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { isBlankNumber, notANumber } from '../numbers/number-text';
import { toAsciiDigits } from '../text/ascii-digits';
import { withoutBidiControls } from '../text/bidi-controls';
import { DEFAULT_TARIFF_ZONE, type TariffZone, tariffZoneOf } from '../tariff/official-tariff';
import type { MeterReadingsMarks } from '../statement/meter-readings';
import { billKwhCustomer, type KwhBill } from './kwh-bill';
import { KWH_FIELD_LABELS } from './kwh-field-labels';
import type { MeteredGroupPrice } from './metered-group-price';
import { refuseReadingBelowPrevious } from './reading-check';
import { type SubscriptionPricing, subscriptionFeeLbpOf, subscriptionFeeOf } from './subscription-fee';
import { UnitPrice } from './unit-price';
import type { MonthBilling } from '../statement/month-billing';

/** What the operator enters about a metered customer; everything else is computed. */
export interface KwhCustomerFields {
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  readonly ampere: Quantity;
  /** The customer's own fee (USD), billed when the pricing map has no price for the amperage. */
  readonly ampereSubscriptionFee: Money;
  readonly previousKwh: Quantity;
  /** 0 until the meter is read, then at least previousKwh. */
  readonly currentKwh: Quantity;
  readonly pricePerKwh: UnitPrice;
  /**
   * The price per kWh as typed in pounds (the bulk LBP price), the source the bill is
   * exact in; pricePerKwh is then its dollars at the rate. Null or absent: typed in dollars.
   */
  readonly pricePerKwhLbp?: Lbp | null;
  /** Shown, never counted in the total. */
  readonly insurance: Money;
  /**
   * The balance carried from the months before by a month close (negative: a credit). Not
   * the operator's to type: an edit keeps it.
   */
  readonly arrears: Money;
  readonly amountPaid: Money;
  /** 'YYYY-MM-DD' or null. */
  readonly invoiceDate: string | null;
  readonly dueDate: string | null;
  /** E.164 (+9613123456), or null when the customer gave none. */
  readonly phone: string | null;
  /** Estimated readings and a meter replaced this month; absent: none. */
  readonly readingMarks?: MeterReadingsMarks;
  /** The official tariff's zone (docs/official-tariff.md#zones); absent: a town. */
  readonly zone?: TariffZone;
  /** A month started cut off, a reconnection fee (docs/cut-off.md); absent: billed, no fee. */
  readonly billing?: MonthBilling;
}

/** A metered customer: the fields and their bill, consistent. */
export interface KwhCustomer extends KwhCustomerFields {
  readonly bill: KwhBill;
}

/** What the bill depends on besides the customer: the subscription pricing map and the stored rate. */
export interface KwhBillingContext {
  readonly pricing: SubscriptionPricing;
  readonly rate: ExchangeRate;
}

/**
 * What entering a customer of a group depends on besides the bill's context: the group's current
 * price per kWh, which a new customer starts from (docs/metered-group-price.md).
 */
export interface MeteredGroupContext extends KwhBillingContext {
  readonly groupPrice: MeteredGroupPrice;
}

/**
 * Fields as they arrive (a form, a JSON body, a pasted cell, a stored row): numbers as typed text,
 * JSON numbers or value objects, read through the one number reader.
 */
export type KwhCustomerInput = {
  readonly [Field in Exclude<keyof KwhCustomerFields, 'arrears' | 'readingMarks'>]?: unknown;
};

const label = KWH_FIELD_LABELS;

/**
 * A new metered customer (add form, bulk create, an approved registration). Name and ampere are
 * required; a blank price is the group's price (docs/metered-group-price.md), other
 * blank numbers 0. Text that is not a number is refused naming the field, never read as 0; the
 * current reading is 0 or at least the previous one.
 */
export function createKwhCustomer(input: KwhCustomerInput, context: MeteredGroupContext): KwhCustomer {
  if (isBlankNumber(input.ampere)) throw notANumber(input.ampere, label.ampere);
  return amendKwhCustomer(newCustomerOf(context), { ...input, name: input.name ?? null }, context);
}

/**
 * A full edit (PUT): every entered field as a new customer's (a blank price is the group's), but the
 * arrears carried in stay (they are set only by month close) and so does the paid amount when none is
 * typed (the ledger's sum).
 */
export function replaceKwhCustomer(
  current: KwhCustomerFields,
  input: KwhCustomerInput,
  context: MeteredGroupContext,
): KwhCustomer {
  if (isBlankNumber(input.ampere)) throw notANumber(input.ampere, label.ampere);
  const replaced = amendKwhCustomer(
    { ...newCustomerOf(context), arrears: current.arrears, amountPaid: current.amountPaid },
    { ...input, name: input.name ?? null },
    context,
  );
  // The same dollar price sent back by a form keeps the pound price it came from.
  const keepsPounds =
    input.pricePerKwhLbp === undefined &&
    (current.pricePerKwhLbp ?? null) !== null &&
    replaced.pricePerKwh.equals(current.pricePerKwh);
  return keepsPounds
    ? kwhCustomerOf({ ...replaced, pricePerKwhLbp: current.pricePerKwhLbp }, context)
    : replaced;
}

/**
 * What a new customer of the group holds before the operator's fields (a blank number keeps these):
 * the group's price at the stored rate, so that the same dollars typed back keep its pounds.
 */
function newCustomerOf(context: MeteredGroupContext): KwhCustomerFields {
  return { ...NEW_CUSTOMER, ...context.groupPrice.priceAt(context.rate) };
}

const NEW_CUSTOMER: Omit<KwhCustomerFields, 'pricePerKwh' | 'pricePerKwhLbp'> = Object.freeze({
  name: '',
  box: null,
  address: null,
  ampere: Quantity.zero,
  ampereSubscriptionFee: Money.zero,
  previousKwh: Quantity.zero,
  currentKwh: Quantity.zero,
  insurance: Money.zero,
  arrears: Money.zero,
  amountPaid: Money.zero,
  invoiceDate: null,
  dueDate: null,
  phone: null,
  zone: DEFAULT_TARIFF_ZONE,
});

/**
 * An edit (PATCH, PUT, column paste, an import row for a customer on file): a field left undefined
 * is not touched, and so is a blank number (nothing typed keeps what is on file); a blank box,
 * address or date clears it; a blank name is refused. The result is checked as a whole, so a new
 * previous reading above the current one is refused too.
 */
export function amendKwhCustomer(
  current: KwhCustomerFields,
  changes: KwhCustomerInput,
  context: KwhBillingContext,
): KwhCustomer {
  const keep = <T>(value: unknown, stored: T, read: (value: unknown) => T): T =>
    value === undefined || isBlankNumber(value) ? stored : read(value);
  const pricePerKwh = keep(changes.pricePerKwh, current.pricePerKwh, unitPriceOf);
  const fields: KwhCustomerFields = {
    name: changes.name === undefined ? current.name : requiredName(changes.name),
    box: changes.box === undefined ? current.box : normaliseBox(textOf(changes.box)),
    address: changes.address === undefined ? current.address : blankToNull(textOf(changes.address)),
    ampere: keep(changes.ampere, current.ampere, (v) => quantityOf(v, label.ampere)),
    ampereSubscriptionFee: keep(changes.ampereSubscriptionFee, current.ampereSubscriptionFee, (v) =>
      moneyOf(v, label.ampereSubscriptionFee),
    ),
    previousKwh: keep(changes.previousKwh, current.previousKwh, (v) => quantityOf(v, label.previousKwh)),
    currentKwh: keep(changes.currentKwh, current.currentKwh, (v) => quantityOf(v, label.currentKwh)),
    pricePerKwh,
    // A price typed in pounds is kept as its source; a different dollar price replaces it.
    pricePerKwhLbp:
      changes.pricePerKwhLbp !== undefined
        ? poundsPriceOf(changes.pricePerKwhLbp)
        : pricePerKwh.equals(current.pricePerKwh)
          ? (current.pricePerKwhLbp ?? null)
          : null,
    insurance: keep(changes.insurance, current.insurance, (v) => moneyOf(v, label.insurance)),
    arrears: current.arrears,
    amountPaid: keep(changes.amountPaid, current.amountPaid, (v) => moneyOf(v, label.amountPaid)),
    invoiceDate:
      changes.invoiceDate === undefined
        ? current.invoiceDate
        : dateOf(changes.invoiceDate, label.invoiceDate),
    dueDate: changes.dueDate === undefined ? current.dueDate : dateOf(changes.dueDate, label.dueDate),
    phone: changes.phone === undefined ? current.phone : phoneOf(changes.phone),
    // A blank zone keeps what is on file (a new customer: a town).
    zone:
      changes.zone === undefined || isBlankNumber(changes.zone)
        ? (current.zone ?? DEFAULT_TARIFF_ZONE)
        : tariffZoneOf(changes.zone),
    // docs/cut-off.md: an edit keeps the month's billing (started cut off, a reconnection fee).
    billing: current.billing,
  };
  // The round's marks stay with the readings they describe; readings the office retypes are actual.
  const sameReadings =
    fields.previousKwh.equals(current.previousKwh) && fields.currentKwh.equals(current.currentKwh);
  return kwhCustomerOf(sameReadings ? { ...fields, readingMarks: current.readingMarks } : fields, context);
}

/** Checks the readings and bills the fields (also for fields read back from storage). */
export function kwhCustomerOf(fields: KwhCustomerFields, context: KwhBillingContext): KwhCustomer {
  // After an estimate or with a replaced meter, a lower reading is the rule's to judge.
  const marks = fields.readingMarks;
  if (!marks?.previousEstimated && !marks?.replacement) {
    refuseReadingBelowPrevious(fields.previousKwh, fields.currentKwh);
  }
  return { ...fields, bill: billKwhFields(fields, context) };
}

/** The bill of the fields: the subscription fee in effect (pricing map or own fee), then the totals. */
export function billKwhFields(fields: KwhCustomerFields, context: KwhBillingContext): KwhBill {
  return billKwhCustomer({
    previousKwh: fields.previousKwh,
    currentKwh: fields.currentKwh,
    pricePerKwh: fields.pricePerKwh,
    pricePerKwhLbp: fields.pricePerKwhLbp ?? null,
    subscriptionFeeLbp: subscriptionFeeLbpOf({ ampere: fields.ampere, pricing: context.pricing }),
    subscriptionFee: subscriptionFeeOf({
      ampere: fields.ampere,
      ownFee: fields.ampereSubscriptionFee,
      pricing: context.pricing,
      rate: context.rate,
    }),
    arrears: fields.arrears,
    amountPaid: fields.amountPaid,
    rate: context.rate,
    billing: fields.billing,
    marks: fields.readingMarks,
  });
}

/**
 * Mark paid (a metered group's customer table): paid in full — what is still owed (the arrears carried in and
 * this month's total, less what was paid) is paid; nothing when nothing is, and a payment beyond the total is
 * kept (docs/simulator.md, "Found").
 */
export function markKwhCustomerPaid(customer: KwhCustomer, context: KwhBillingContext): KwhCustomer {
  // As an ampere customer ticked paid: the balance is paid, and what was paid beyond it stays paid.
  const owed = customer.arrears.plus(customer.bill.totalAmount);
  const amountPaid = amountPaidWhenMarked(true, {
    amountPaid: customer.amountPaid,
    outstandingBalance: owed.minus(customer.amountPaid),
  });
  return kwhCustomerOf({ ...customer, amountPaid }, context);
}

function quantityOf(value: unknown, field: string): Quantity {
  if (value instanceof Quantity) return value;
  if (typeof value !== 'number' && typeof value !== 'string') throw notANumber(value, field);
  return Quantity.parse(value, field);
}

function moneyOf(value: unknown, field: string): Money {
  if (value instanceof Money) {
    if (value.isNegative()) return Money.parseNonNegative(value.toNumber(), field);
    return value;
  }
  if (typeof value !== 'number' && typeof value !== 'string') throw notANumber(value, field);
  return Money.parseNonNegative(value, field);
}

function unitPriceOf(value: unknown): UnitPrice {
  if (value instanceof UnitPrice) return value;
  if (typeof value !== 'number' && typeof value !== 'string') throw notANumber(value, label.pricePerKwh);
  return UnitPrice.parse(value);
}

/** A price per kWh in whole pounds above zero (an Lbp, or typed: '36,000', '٣٦٠٠٠'); null clears it. */
function poundsPriceOf(value: unknown): Lbp | null {
  if (value === null) return null;
  if (value instanceof Lbp) return value.pounds > 0 ? value : null;
  const pounds = typeof value === 'number' || typeof value === 'string' ? parseScaledDecimal(value, 0) : null;
  if (pounds === null || pounds <= 0) {
    throw new InvalidInputError('يرجى إدخال سعر صحيح', 'INVALID_LBP_PRICE');
  }
  return Lbp.ofPounds(pounds);
}

function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new InvalidInputError('قيمة نصية غير صالحة', 'INVALID_TEXT');
}

/** Any Lebanese form typed (a spreadsheet cell may hold it as a number); blank or null is none. */
function phoneOf(value: unknown): string | null {
  if (value === null || typeof value === 'string') return parseLebanesePhone(value);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return parseLebanesePhone(String(value));
  throw new InvalidInputError(INVALID_PHONE_MESSAGE, 'INVALID_PHONE');
}

function requiredName(value: unknown): string {
  const name = withoutBidiControls(textOf(value) ?? '').trim();
  if (name === '') throw new InvalidInputError('الاسم مطلوب', 'NAME_REQUIRED');
  return name;
}

function blankToNull(value: string | null): string | null {
  const trimmed = withoutBidiControls(value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** 'YYYY-MM-DD' (a date-time keeps its date), a Date, or blank for none. */
function dateOf(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const text = typeof value === 'string' ? toAsciiDigits(value.trim()) : '';
  if (typeof value === 'string' && text === '') return null;
  const match = DATE.exec(text);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day)
      return `${match[1]}-${match[2]}-${match[3]}`;
  }
  const shown =
    typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, 40) : typeof value;
  throw new InvalidInputError(`${field}: «${shown}» ليس تاريخاً صالحاً (YYYY-MM-DD)`, 'INVALID_DATE');
}
