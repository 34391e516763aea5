import type { StatementView } from './statement.view';

/**
 * What the spec names on the portal's invoice item and the single ampere invoice besides the embedded
 * statement (docs/business-rules.md, "One bill on the wire"), read from the statement in this one place.
 */
export interface InvoiceItem {
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  /** This month's charges, VAT included: the statement's total. */
  amount: number;
  amountPaid: number;
}

/** The single invoice's named fields: the item's, its number, and what remains (the total due). */
export interface SingleInvoiceItem extends InvoiceItem {
  invoiceNumber: string;
  remainingAmount: number;
}

export function invoiceItemOf(
  statement: Pick<StatementView, 'customerNumber' | 'name' | 'box' | 'address' | 'total' | 'amountPaid'>,
): InvoiceItem {
  return {
    customerNumber: statement.customerNumber,
    name: statement.name,
    box: statement.box,
    address: statement.address,
    amount: statement.total,
    amountPaid: statement.amountPaid,
  };
}

export function singleInvoiceItemOf(statement: StatementView): SingleInvoiceItem {
  return {
    ...invoiceItemOf(statement),
    invoiceNumber: statement.invoiceNumber,
    remainingAmount: statement.totalDue,
  };
}
