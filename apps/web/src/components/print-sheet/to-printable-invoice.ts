import { formatQuantity } from '../../lib/display-format';
import type { PrintInvoiceResponse } from '../../lib/print/print-invoices';
import type { PrintableInvoice } from './printable-invoice';

/**
 * An invoice of POST /api/print-invoices (the live month or a closed one, every system) on the shared
 * print sheet: the server's amounts as they are. A box print numbers its invoices INV-{n}.
 */
export function toPrintableInvoice(
  invoice: PrintInvoiceResponse,
  { shortNumber = false }: { shortNumber?: boolean } = {},
): PrintableInvoice {
  return {
    key: invoice.id,
    company: invoice.company,
    invoiceNumber: shortNumber ? invoice.statement.shortInvoiceNumber : invoice.invoiceNumber,
    monthLabel: invoice.monthLabel,
    customerNumber: invoice.customerNumber,
    name: invoice.name,
    box: invoice.box,
    address: invoice.address,
    lineItem: {
      quantity: formatQuantity(invoice.lineItem.quantity),
      unit: invoice.lineItem.unit,
      price: invoice.lineItem.price,
      priceCurrency: invoice.lineItem.priceCurrency,
      amount: invoice.lineItem.amount,
    },
    otherLines: invoice.otherLines,
    baseAmount: invoice.baseAmount,
    vatAmount: invoice.vatAmount,
    vatRatePercent: invoice.vatRatePercent,
    total: invoice.total,
    previousBalance: invoice.previousBalance,
    amountPaid: invoice.amountPaid,
    remainingAmount: invoice.totalDue,
    lbp: invoice.lbp,
  };
}
