import { parseSavedLayout, type InvoiceLayout } from '@kahraba/billing-domain';

/** Where the layout editor keeps the invoice boxes: the browser (docs/screens.md#kept-in-the-browser). */
export const INVOICE_LAYOUT_STORAGE_KEY = 'kahraba.invoiceLayout';

/**
 * The saved layout, or null when none is saved or what is saved is not exactly three valid boxes
 * (the caller then uses its default: the editor DEFAULT_INVOICE_LAYOUT, the print sheet
 * PRINT_SHEET_LAYOUT). Storage that cannot be read (private mode, blocked) counts as nothing saved.
 */
export function loadInvoiceLayout(): InvoiceLayout | null {
  try {
    return parseSavedLayout(window.localStorage.getItem(INVOICE_LAYOUT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Saves the three boxes (clamped to the editor limits) for every print sheet of this browser. */
export function saveInvoiceLayout(layout: InvoiceLayout): void {
  const valid = parseSavedLayout(layout);
  if (!valid) throw new Error('invoice layout must be exactly three boxes');
  window.localStorage.setItem(INVOICE_LAYOUT_STORAGE_KEY, JSON.stringify(valid));
}

/** Forgets the saved layout: the print sheets go back to their defaults. */
export function clearInvoiceLayout(): void {
  window.localStorage.removeItem(INVOICE_LAYOUT_STORAGE_KEY);
}
