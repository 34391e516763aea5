import type { PrintableInvoice } from '../../../components/print-sheet';
import type { AmpereInvoice } from '../../../types/ampere';

/** An ampere invoice on the shared print sheet: its statement, numbered in the short box-invoice form
 * INV-{n} (docs/business-rules.md#invoice-numbers-and-the-month-billed). */
export function toPrintableInvoice(invoice: AmpereInvoice): PrintableInvoice {
  const { statement } = invoice;
  return {
    key: invoice.id,
    company: invoice.companyInfo,
    invoiceNumber: statement.shortInvoiceNumber,
    statement,
  };
}
