import type { PrintableInvoice } from '../../../components/print-sheet';
import { formatQuantity } from '../../../lib/display-format';
import type { PrintInvoiceResponse } from '../api/print-invoices';

/** An invoice of POST /api/print-invoices on the shared print sheet: the server's amounts as they are. */
export function toPrintableInvoice(invoice: PrintInvoiceResponse): PrintableInvoice {
  return {
    key: invoice.id,
    company: invoice.company,
    invoiceNumber: invoice.invoiceNumber,
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
