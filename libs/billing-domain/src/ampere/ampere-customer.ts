import { balanceOf } from '../billing/balance';
import { normaliseBox } from '../boxes/box-label';
import { parseLebanesePhone } from '../customer/phone';
import { InvalidInputError } from '../errors/invalid-input.error';
import type { PastedValue } from '../imports/column-paste';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { typedPrice } from '../pricing/typed-price';
import { withoutBidiControls } from '../text/bidi-controls';
import type { AmperePricing } from './ampere-pricing';
import type { MonthBilling } from '../statement/month-billing';

/**
 * What the operator decides about an ampere customer; the amount, balance, search text and matching
 * key are derived from it. The price is either one the operator set (`priceIsCustom`) or the
 * threshold price for the amperes (docs/business-rules.md#constants-and-limits), which follows the amperes
 * when they change.
 */
export interface AmpereCustomer {
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  readonly ampere: Quantity;
  readonly amperePrice: Money;
  readonly priceIsCustom: boolean;
  /**
   * The balance carried from the months before by a month close (negative: a credit). Not
   * the operator's to type: an edit keeps it.
   */
  readonly arrears: Money;
  readonly amountPaid: Money;
  readonly isPaidFlag: boolean;
  readonly dueDate: string | null;
  /** E.164 (+9613123456), or null when the customer gave none. */
  readonly phone: string | null;
  /** A month started cut off, a reconnection fee (docs/cut-off.md); absent: billed, no fee. */
  readonly billing?: MonthBilling;
}

export interface NewAmpereCustomerFields {
  readonly name: string | null | undefined;
  readonly box?: string | null;
  readonly address?: string | null;
  readonly ampere: Quantity;
  /** Omitted or null: the threshold price applies and follows the amperes. */
  readonly amperePrice?: Money | null;
  readonly amountPaid?: Money;
  readonly isPaidFlag?: boolean;
  readonly dueDate?: string | null;
  /** As typed (any Lebanese form); blank is none. */
  readonly phone?: string | null;
}

/**
 * A new customer (add form, import): a price given is the operator's own, none (or the threshold price
 * itself) means the threshold price.
 */
export function newAmpereCustomer(fields: NewAmpereCustomerFields, pricing: AmperePricing): AmpereCustomer {
  const givenPrice = typedPrice(fields.amperePrice, { automatic: pricing.priceFor(fields.ampere) }) ?? null;
  return {
    name: requiredName(fields.name),
    box: normaliseBox(fields.box),
    address: blankToNull(fields.address),
    ampere: fields.ampere,
    amperePrice: givenPrice ?? pricing.priceFor(fields.ampere),
    priceIsCustom: givenPrice !== null,
    arrears: Money.zero,
    amountPaid: fields.amountPaid ?? Money.zero,
    isPaidFlag: fields.isPaidFlag ?? false,
    dueDate: fields.dueDate ?? null,
    phone: parseLebanesePhone(fields.phone),
  };
}

/** An edit: a field left undefined is not touched. */
export interface AmpereCustomerChanges {
  readonly name?: string | null;
  readonly box?: string | null;
  readonly address?: string | null;
  readonly ampere?: Quantity;
  /** A price of the operator's own; null goes back to the threshold price. */
  readonly amperePrice?: Money | null;
  readonly amountPaid?: Money;
  readonly isPaidFlag?: boolean;
  readonly dueDate?: string | null;
  /** As typed; blank or null clears it. */
  readonly phone?: string | null;
}

/**
 * An edit of one customer (inline edit, edit dialog, column paste, an import row for a customer on
 * file). New amperes take the threshold price again unless the operator set the price; a price
 * typed makes it the operator's (typedPrice: not the one on file, not the threshold price); a
 * cleared price (null) returns to the threshold price.
 */
export function amendAmpereCustomer(
  customer: AmpereCustomer,
  changes: AmpereCustomerChanges,
  pricing: AmperePricing,
): AmpereCustomer {
  const ampere = changes.ampere ?? customer.ampere;
  return {
    name: changes.name === undefined ? customer.name : requiredName(changes.name),
    box: changes.box === undefined ? customer.box : normaliseBox(changes.box),
    address: changes.address === undefined ? customer.address : blankToNull(changes.address),
    ampere,
    ...priceAfter(customer, changes, ampere, pricing),
    arrears: customer.arrears,
    amountPaid: changes.amountPaid ?? customer.amountPaid,
    isPaidFlag: changes.isPaidFlag ?? customer.isPaidFlag,
    dueDate: changes.dueDate === undefined ? customer.dueDate : blankToNull(changes.dueDate),
    phone: changes.phone === undefined ? customer.phone : parseLebanesePhone(changes.phone),
    // docs/cut-off.md: an edit keeps the month's billing (started cut off, a reconnection fee).
    billing: customer.billing,
  };
}

function priceAfter(
  customer: AmpereCustomer,
  changes: AmpereCustomerChanges,
  ampere: Quantity,
  pricing: AmperePricing,
): Pick<AmpereCustomer, 'amperePrice' | 'priceIsCustom'> {
  // The edit dialog sends every field; only a price the operator typed is their own.
  const given = typedPrice(changes.amperePrice, {
    stored: customer.amperePrice,
    automatic: pricing.priceFor(customer.ampere),
    automaticAfter: pricing.priceFor(ampere),
  });
  if (given !== undefined && given !== null) return { amperePrice: given, priceIsCustom: true };
  if (given === null) return { amperePrice: pricing.priceFor(ampere), priceIsCustom: false };
  if (customer.priceIsCustom) return { amperePrice: customer.amperePrice, priceIsCustom: true };
  if (changes.ampere !== undefined) return { amperePrice: pricing.priceFor(ampere), priceIsCustom: false };
  return { amperePrice: customer.amperePrice, priceIsCustom: false };
}

/**
 * Change prices (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent): every
 * customer on the threshold price takes the threshold price of the new prices; a negotiated price of their
 * own is kept unless the operator asks to re-price those too. The persistence does this in one statement; a
 * test proves they agree.
 */
export function repriceByThreshold(
  customer: AmpereCustomer,
  pricing: AmperePricing,
  options: { readonly includeCustomPrices: boolean },
): AmpereCustomer {
  if (customer.priceIsCustom && !options.includeCustomPrices) return customer;
  return { ...customer, amperePrice: pricing.priceFor(customer.ampere), priceIsCustom: false };
}

export interface AmpereCharges {
  readonly amount: Money;
  readonly outstandingBalance: Money;
  /** The balance is zero or less (no paid mark of its own). */
  readonly isPaid: boolean;
}

/**
 * Amount = ampere × price (half up to the cent); balance = arrears +
 * amount − paid (balanceOf, docs/business-rules.md#the-payments-ledger).
 */
export function ampereCharges(
  customer: Pick<AmpereCustomer, 'ampere' | 'amperePrice' | 'arrears' | 'amountPaid' | 'billing'>,
): AmpereCharges {
  // docs/cut-off.md: a month started cut off bills no amperes; a reconnection fee adds to it.
  const tariff =
    customer.billing?.billed === false ? Money.zero : customer.amperePrice.times(customer.ampere);
  const amount = tariff.plus(customer.billing?.reconnectionFee?.amount ?? Money.zero);
  return { amount, ...balanceOf({ arrears: customer.arrears, amount, amountPaid: customer.amountPaid }) };
}

/**
 * Mark paid (record tables): the customer has paid what the month owes in full, the
 * arrears carried in and this month's amount. A payment already at or above it is kept as
 * it is: marking paid never takes money off the record.
 */
export function payAmpereInFull(customer: AmpereCustomer): AmpereCustomer {
  const { amount } = ampereCharges(customer);
  const owed = customer.arrears.plus(amount);
  if (customer.amountPaid.compare(owed) >= 0) return customer;
  return { ...customer, amountPaid: owed };
}

/** What a value pasted into one column of the ampere table changes. */

export function ampereChangesFromPaste(column: string, value: PastedValue): AmpereCustomerChanges {
  const text = value === null ? null : String(value);
  switch (column) {
    case 'name':
      return { name: text };
    case 'box':
      return { box: text };
    case 'address':
      return { address: text };
    case 'ampere':
      return { ampere: Quantity.parse(value ?? '') };
    case 'amperePrice':
      return { amperePrice: Money.parseNonNegative(value ?? '') };
    case 'amountPaid':
      return { amountPaid: Money.parseNonNegative(value ?? '') };
    default:
      throw new InvalidInputError('عمود غير معروف', 'UNKNOWN_COLUMN');
  }
}

/**
 * The text of one pasted column on a customer, as a table cell shows it ('7', '2.5', '12.5'; null
 * for no box or address): what the paste preview shows before and after.
 */
export function ampereColumnText(customer: AmpereCustomer, column: string): string | null {
  switch (column) {
    case 'name':
      return customer.name;
    case 'box':
      return customer.box;
    case 'address':
      return customer.address;
    case 'ampere':
      return customer.ampere.toString();
    case 'amperePrice':
      return String(customer.amperePrice.toNumber());
    case 'amountPaid':
      return String(customer.amountPaid.toNumber());
    default:
      throw new InvalidInputError('عمود غير معروف', 'UNKNOWN_COLUMN');
  }
}

function requiredName(name: string | null | undefined): string {
  const trimmed = withoutBidiControls(name ?? '').trim();
  if (trimmed === '') throw new InvalidInputError('الاسم مطلوب', 'NAME_REQUIRED');
  return trimmed;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = withoutBidiControls(value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
