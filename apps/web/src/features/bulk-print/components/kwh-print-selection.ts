import { compileSearch, Money } from '@kahraba/billing-domain';
import { INVOICES_PER_PAGE } from '../../../components/print-sheet';
import type { PrintInvoiceResponse } from '../../../lib/print/print-invoices';
import type { KwhCustomer } from '../../../types/kwh';

/** A customer as the bulk print list shows him: a live customer, or his invoice of a closed month. */
export type KwhPrintListCustomer = Pick<
  KwhCustomer,
  | 'id'
  | 'customerNumber'
  | 'name'
  | 'box'
  | 'address'
  | 'isPaid'
  | 'consumption'
  | 'baseAmount'
  | 'vatAmount'
  | 'totalAmount'
  | 'outstandingBalance'
>;

/** A closed month's invoice in the list (docs/printing.md): its figures as the server stated them. */
export function listedFromInvoice({ statement }: PrintInvoiceResponse): KwhPrintListCustomer {
  return {
    id: statement.id,
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    address: statement.address,
    isPaid: statement.isPaid,
    consumption: statement.lines[0]?.quantity ?? 0,
    baseAmount: statement.base,
    vatAmount: statement.vat,
    totalAmount: statement.total,
    outstandingBalance: statement.totalDue,
  };
}

/** The customers a search shows (name, customer number, box, address; Arabic-folded like every
 * record search), in the order the server listed them. */
export function customersShown<T extends KwhPrintListCustomer>(customers: readonly T[], query: string): T[] {
  const matches = compileSearch(query);
  return customers.filter((customer) =>
    matches([customer.customerNumber, customer.name, customer.box, customer.address]),
  );
}

/** 'Select all' selects the rows the search shows, keeping what was chosen before. */
export function selectShown(
  selected: ReadonlySet<string>,
  shown: readonly KwhPrintListCustomer[],
): Set<string> {
  const next = new Set(selected);
  for (const customer of shown) next.add(customer.id);
  return next;
}

/** 'Deselect all' takes out the rows the search shows; a choice hidden by the search stays. */
export function deselectShown(
  selected: ReadonlySet<string>,
  shown: readonly KwhPrintListCustomer[],
): Set<string> {
  const next = new Set(selected);
  for (const customer of shown) next.delete(customer.id);
  return next;
}

export interface PrintSelectionSummary {
  /** The chosen customers, in list order (the order they print in). */
  customers: KwhPrintListCustomer[];
  count: number;
  /** Pages needed = ceil(selected / 3). */
  pages: number;
  /** The sum of the server's totals, added in whole cents (never in floating point). */
  total: Money;
}

/** What the summary says of a selection; ids of customers no longer in the list are not counted. */
export function summariseSelection(
  customers: readonly KwhPrintListCustomer[],
  selected: ReadonlySet<string>,
): PrintSelectionSummary {
  const chosen = customers.filter((customer) => selected.has(customer.id));
  return {
    customers: chosen,
    count: chosen.length,
    pages: Math.ceil(chosen.length / INVOICES_PER_PAGE),
    total: Money.sum(chosen.map((customer) => Money.parse(customer.totalAmount))),
  };
}
