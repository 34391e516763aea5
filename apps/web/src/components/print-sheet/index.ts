export { PrintSheet } from './print-sheet';
export { PrintWindowBlockedAlert } from './print-window-blocked-alert';
export { INVOICES_PER_PAGE, toPages, type PrintableInvoice } from './printable-invoice';
export { clearInvoiceLayout, loadInvoiceLayout, saveInvoiceLayout } from './invoice-layout-storage';
export { toPrintableInvoice } from './to-printable-invoice';
export { PrintedMonthSelect } from './printed-month-select';
