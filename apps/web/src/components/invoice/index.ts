export {
  InvoiceCustomer,
  type InvoiceCustomerDetails,
  type InvoiceCustomerLabels,
  type InvoiceCustomerProps,
} from './invoice-customer';
export {
  InvoiceTotals,
  type InvoiceAmounts,
  type InvoiceTotalsLabels,
  type InvoiceTotalsProps,
} from './invoice-totals';
export { StatementLines, type StatementLinesProps } from './statement-lines';
export type { Statement } from './statement';
export { InvoiceToolbar, type InvoiceToolbarProps, type ToolbarInvoice } from './invoice-toolbar';
