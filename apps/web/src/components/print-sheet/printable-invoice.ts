import type { InvoiceAmounts, InvoiceCustomerDetails } from '../invoice';

/** One invoice as the print sheet shows it. Every system maps its invoices to this shape (the ampere
 * invoice today, the kWh invoices next); the amounts come from the server as they are. */
export interface PrintableInvoice extends InvoiceCustomerDetails, InvoiceAmounts {
  key: string;
  company: {
    name: string;
    registrationNumber: string;
    phone: string;
    phone2: string;
    lookupNote: string;
  };
  invoiceNumber: string;
  /** 'تشرين الثاني 2026' */
  monthLabel: string;
  /** The billed line: quantity × price = amount, e.g. 3 أمبير × $15 = $45 or 120 ك.و.س × $0.3 = $36. */
  lineItem: {
    /** The quantity as shown, e.g. '3' or '120'. */
    quantity: string;
    /** 'أمبير', 'ك.و.س' */
    unit: string;
    /** Every decimal the server sent: never rounded for show
     * (docs/business-rules.md#the-statement-of-account). */
    price: number;
    /** The currency the price was entered in; dollars when absent. */
    priceCurrency?: 'USD' | 'LBP';
    amount: number;
  };
  /** Lines under the billed line that the system adds, as the server computed them (a kWh invoice:
   * the subscription fee, the total in LBP at the rate used). */
  otherLines?: readonly { label: string; value: string }[];
  /** Every invoice shows the total and the VAT in whole Lebanese pounds and the
   * rate (LBP per USD) they were computed at, as the server sent them. */
  lbp: {
    total: number;
    vat: number;
    rate: number;
    /** The total due in pounds, arrears included (what /collect asks in pounds;
     * docs/business-rules.md#the-statement-of-account). */
    totalDue?: number;
  };
}

/** Three invoices per A4 page (docs/screens.md#print-windows-and-sheets). */
export const INVOICES_PER_PAGE = 3;

export function toPages<T>(invoices: readonly T[], perPage = INVOICES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < invoices.length; start += perPage)
    pages.push(invoices.slice(start, start + perPage));
  return pages;
}
