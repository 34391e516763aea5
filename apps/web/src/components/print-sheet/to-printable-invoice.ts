import type { PrintInvoiceResponse } from '../../lib/print/print-invoices';
import type { PrintableInvoice } from './printable-invoice';

/**
 * An invoice of POST /api/print-invoices (the live month or a closed one, every system) on the shared
 * print sheet: the server's statement as it is. A box print numbers its invoices INV-{n} (docs/business-rules.md#invoice-numbers-and-the-month-billed).
 */
export function toPrintableInvoice(
  invoice: PrintInvoiceResponse,
  { shortNumber = false }: { shortNumber?: boolean } = {},
): PrintableInvoice {
  const { statement } = invoice;
  return {
    key: statement.id,
    company: invoice.company,
    invoiceNumber: shortNumber ? statement.shortInvoiceNumber : statement.invoiceNumber,
    otherLines: invoice.otherLines,
    officialTariffLine: invoice.officialTariffLine,
    statement,
  };
}
