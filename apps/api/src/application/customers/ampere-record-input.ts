import {
  AMPERE_FIELD_LABELS,
  isBlankNumber,
  Money,
  Quantity,
  type AmpereCustomerChanges,
  type NewAmpereCustomerFields,
} from '@kahraba/billing-domain';

/** The fields an operator sends for an ampere customer; amounts are derived by the server. */
export interface AmpereRecordInput {
  name?: string;
  box?: string | null;
  ampere?: number | string | null;
  amperePrice?: number | string | null;
  address?: string | null;
  amountPaid?: number | string | null;
  isPaid?: boolean;
  dueDate?: string | null;
  /** Any Lebanese form; blank or null is none. */
  phone?: string | null;
}

/** The add form's fields as the domain reads them; a blank price from the form is no price. */
export function newCustomerFieldsOf(input: AmpereRecordInput): NewAmpereCustomerFields {
  return {
    name: input.name,
    box: input.box,
    address: input.address,
    ampere: quantityOf(input.ampere ?? 0),
    amperePrice: priceOf(input.amperePrice) ?? null,
    amountPaid: paidOf(input.amountPaid ?? 0),
    isPaidFlag: input.isPaid,
    dueDate: blankDateOf(input.dueDate),
    phone: input.phone,
  };
}

/** An edit's fields as the domain reads them: what is absent is not changed; a blank price clears it. */
export function changesOf(input: AmpereRecordInput): AmpereCustomerChanges {
  return {
    name: input.name,
    box: input.box,
    address: input.address,
    ampere: input.ampere === undefined ? undefined : quantityOf(input.ampere),
    amperePrice: priceOf(input.amperePrice),
    amountPaid: input.amountPaid === undefined ? undefined : paidOf(input.amountPaid),
    isPaidFlag: input.isPaid,
    dueDate: input.dueDate === undefined ? undefined : blankDateOf(input.dueDate),
    phone: input.phone,
  };
}

// null is refused naming the field: an amount of amperes or a payment is never silently 0.
function quantityOf(value: number | string | null): Quantity {
  return Quantity.parse(value as number | string, AMPERE_FIELD_LABELS.ampere);
}

function paidOf(value: number | string | null): Money {
  return Money.parseNonNegative(value as number | string, AMPERE_FIELD_LABELS.amountPaid);
}

/**
 * Blank (null, '', spaces) is "back to the automatic price", never a custom $0
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent).
 */
function priceOf(price: AmpereRecordInput['amperePrice']): Money | null | undefined {
  if (price === undefined) return undefined;
  if (isBlankNumber(price)) return null;
  return Money.parseNonNegative(price as number | string, AMPERE_FIELD_LABELS.amperePrice);
}

function blankDateOf(date: string | null | undefined): string | null {
  return date === undefined || date === null || date === '' ? null : date;
}
