export { InvoiceCustomer } from './invoice-customer';
export { InvoiceTotals } from './invoice-totals';
export { StatementLines } from './statement-lines';
export type { Statement } from './statement';
export { InvoiceToolbar } from './invoice-toolbar';
