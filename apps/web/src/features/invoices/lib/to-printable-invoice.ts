import type { PrintableInvoice } from '../../../components/print-sheet';
import { formatQuantity } from '../../../lib/display-format';
import type { AmpereInvoice } from '../../../types/ampere';
import { invoiceMessages as t } from '../messages';

/** An ampere invoice on the shared print sheet: the line is amperes × price per ampere = amount, and the
 * number is the short box-invoice form INV-{n} (docs/screens.md#print-windows-and-sheets). */
export function toPrintableInvoice(invoice: AmpereInvoice): PrintableInvoice {
  return {
    key: invoice.id,
    company: invoice.companyInfo,
    invoiceNumber: invoice.shortInvoiceNumber,
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
    previousBalance: invoice.previousBalance,
    amountPaid: invoice.amountPaid,
    remainingAmount: invoice.totalDue,
    lbp: {
      total: invoice.totalLbp,
      vat: invoice.vatLbp,
      rate: invoice.exchangeRate,
      totalDue: invoice.totalDueLbp,
    },
  };
}
