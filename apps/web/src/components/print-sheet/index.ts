export { PrintSheet, type PrintSheetProps } from './print-sheet';
export { InvoiceCopy } from './invoice-copy';
export { PrintWindowBlockedAlert } from './print-window-blocked-alert';
export { INVOICES_PER_PAGE, toPages, type PrintableInvoice } from './printable-invoice';
export {
  clearInvoiceLayout,
  INVOICE_LAYOUT_STORAGE_KEY,
  loadInvoiceLayout,
  saveInvoiceLayout,
} from './invoice-layout-storage';
export { toPrintableInvoice } from './to-printable-invoice';
export { PrintedMonthSelect, type PrintedMonthSelectProps } from './printed-month-select';
