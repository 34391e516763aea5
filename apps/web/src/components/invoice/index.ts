export { InvoiceCustomer } from './invoice-customer';
export { InvoicePounds, InvoiceTotals } from './invoice-totals';
export { billRows } from './bill-rows';
export { StatementLines } from './statement-lines';
export type { Statement } from './statement';
export { InvoiceToolbar } from './invoice-toolbar';
