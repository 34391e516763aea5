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
export { InvoiceToolbar, type InvoiceToolbarProps, type ToolbarInvoice } from './invoice-toolbar';
