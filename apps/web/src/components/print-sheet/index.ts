export { PrintSheet, type PrintSheetProps } from './print-sheet';
export { InvoiceCopy } from './invoice-copy';
export { INVOICES_PER_PAGE, toPages, type PrintableInvoice } from './printable-invoice';
