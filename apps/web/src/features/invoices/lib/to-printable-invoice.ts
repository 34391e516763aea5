import type { PrintableInvoice } from '../../../components/print-sheet';
import { formatQuantity } from '../../../lib/display-format';
import type { AmpereInvoice } from '../../../types/ampere';
import { invoiceMessages as t } from '../messages';

/** An ampere invoice on the shared print sheet: the line is amperes × price per ampere = amount. */
export function toPrintableInvoice(invoice: AmpereInvoice): PrintableInvoice {
  return {
    key: invoice.id,
    company: invoice.companyInfo,
    invoiceNumber: invoice.invoiceNumber,
    monthLabel: invoice.invoiceMonthLabel,
    customerNumber: invoice.customerNumber,
    name: invoice.name,
    box: invoice.box,
    address: invoice.address,
    lineItem: {
      quantity: formatQuantity(invoice.ampere),
      unit: t.ampereUnit,
      price: invoice.amperePrice,
      amount: invoice.amount,
    },
    baseAmount: invoice.baseAmount,
    vatAmount: invoice.vatAmount,
    vatRatePercent: invoice.vatRatePercent,
    total: invoice.amount,
    amountPaid: invoice.amountPaid,
    remainingAmount: invoice.remainingAmount,
  };
}
