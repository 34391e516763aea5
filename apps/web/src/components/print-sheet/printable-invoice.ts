import type { Statement } from '../invoice';

/** One invoice as the print sheet shows it: the customer's statement of account as the server sent it,
 * and what paper adds to it (the company's header, the number printed, the words under the billed line). */
export interface PrintableInvoice {
  key: string;
  company: {
    name: string;
    registrationNumber: string;
    phone: string;
    phone2: string;
    lookupNote: string;
  };
  /** The number printed: the statement's INV-{n}-{year}, or INV-{n} on a box print (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
  invoiceNumber: string;
  /** Lines under the billed line as the server worded them (a kWh invoice: the readings, the fee). */
  otherLines?: readonly { label: string; value: string }[];
  /** The official tariff line as the server worded it, on metered invoices when the owner chose it. */
  officialTariffLine?: string | null;
  /** Every figure printed: the month, the customer, the billed line, the totals, the pounds and the rate. */
  statement: Statement;
}

/** Three invoices per A4 page (docs/screens.md#print-windows-and-sheets). */
export const INVOICES_PER_PAGE = 3;

export function toPages<T>(invoices: readonly T[], perPage = INVOICES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < invoices.length; start += perPage)
    pages.push(invoices.slice(start, start + perPage));
  return pages;
}
