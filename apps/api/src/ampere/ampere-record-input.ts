import {
  Money,
  Quantity,
  type AmpereCustomerChanges,
  type NewAmpereCustomerFields,
} from '@kahraba/billing-domain';

/** The fields an operator sends for an ampere customer (spec 000 §5); amounts are derived by the server. */
export interface AmpereRecordInput {
  name?: string;
  box?: string | null;
  ampere?: number | string;
  amperePrice?: number | string | null;
  address?: string | null;
  amountPaid?: number | string;
  isPaid?: boolean;
  dueDate?: string | null;
}

/** The add form's fields as the domain reads them; a blank price from the form is no price. */
export function newCustomerFieldsOf(input: AmpereRecordInput): NewAmpereCustomerFields {
  return {
    name: input.name,
    box: input.box,
    address: input.address,
    ampere: Quantity.parse(input.ampere ?? 0),
    amperePrice: priceOf(input.amperePrice) ?? null,
    amountPaid: Money.parseNonNegative(input.amountPaid ?? 0),
    isPaidFlag: input.isPaid,
    dueDate: blankDateOf(input.dueDate),
  };
}

/** An edit's fields as the domain reads them: what is absent is not changed; a blank price clears it. */
export function changesOf(input: AmpereRecordInput): AmpereCustomerChanges {
  return {
    name: input.name,
    box: input.box,
    address: input.address,
    ampere: input.ampere === undefined ? undefined : Quantity.parse(input.ampere),
    amperePrice: priceOf(input.amperePrice),
    amountPaid: input.amountPaid === undefined ? undefined : Money.parseNonNegative(input.amountPaid),
    isPaidFlag: input.isPaid,
    dueDate: input.dueDate === undefined ? undefined : blankDateOf(input.dueDate),
  };
}

function priceOf(price: AmpereRecordInput['amperePrice']): Money | null | undefined {
  if (price === undefined) return undefined;
  if (price === null || price === '') return null;
  return Money.parseNonNegative(price);
}

function blankDateOf(date: string | null | undefined): string | null {
  return date === undefined || date === null || date === '' ? null : date;
}
