import {
  billAmpere,
  Money,
  normaliseForSearch,
  normaliseRecordKey,
  Quantity,
  settle,
  type AmperePricing,
} from '@kahraba/billing-domain';
import type { AmpereRecordRow, NewAmpereRow } from '@kahraba/persistence';

/** What the operator decides about an ampere customer; everything else is derived. */
export interface AmpereDraft {
  name: string;
  box: string | null;
  address: string | null;
  ampere: Quantity;
  /** Omitted: the threshold price applies (spec 000 §9). */
  amperePrice: Money | null;
  amountPaid: Money;
  isPaidFlag: boolean;
  dueDate: string | null;
}

/** Derives the stored row: price, amount, balance, search text and matching key. */
export function toAmpereRow(
  draft: AmpereDraft,
  pricing: AmperePricing,
  placement: { customerNumber: number; month: string; invoiceDate: string },
): NewAmpereRow {
  const name = draft.name.trim();
  const box = blankToNull(draft.box);
  const address = blankToNull(draft.address);
  const bill = billAmpere({ ampere: draft.ampere, amperePrice: draft.amperePrice }, pricing);
  const settlement = settle(bill.amount, draft.amountPaid, draft.isPaidFlag);
  return {
    customerNumber: placement.customerNumber,
    name,
    box,
    address,
    ampere: draft.ampere.toString(),
    amperePrice: bill.amperePrice.toDecimalString(),
    amount: bill.amount.toDecimalString(),
    amountPaid: draft.amountPaid.toDecimalString(),
    outstandingBalance: settlement.outstandingBalance.toDecimalString(),
    isPaidFlag: draft.isPaidFlag,
    invoiceDate: placement.invoiceDate,
    dueDate: draft.dueDate,
    month: placement.month,
    searchText: ampereSearchText(placement.customerNumber, name, box, address),
    recordKey: normaliseRecordKey(name, box),
  };
}

export function draftOf(row: AmpereRecordRow): AmpereDraft {
  return {
    name: row.name,
    box: row.box,
    address: row.address,
    ampere: Quantity.parse(row.ampere),
    amperePrice: Money.parse(row.amperePrice),
    amountPaid: Money.parse(row.amountPaid),
    isPaidFlag: row.isPaidFlag,
    dueDate: row.dueDate,
  };
}

/** A stored row with a changed draft, keeping its identity, number, month and invoice date. */
export function rewriteAmpereRow(
  row: AmpereRecordRow,
  draft: AmpereDraft,
  pricing: AmperePricing,
): AmpereRecordRow {
  return {
    id: row.id,
    ...toAmpereRow(draft, pricing, {
      customerNumber: row.customerNumber,
      month: row.month,
      invoiceDate: row.invoiceDate,
    }),
  };
}

export function ampereSearchText(customerNumber: number, ...fields: (string | null)[]): string {
  return `${customerNumber} ${normaliseForSearch(fields.filter(Boolean).join(' '))}`;
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
