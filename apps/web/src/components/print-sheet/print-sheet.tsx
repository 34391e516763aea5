import './print-sheet.css';
import { componentMessages } from '../messages';
import { InvoiceCopy } from './invoice-copy';
import { toPages, type PrintableInvoice } from './printable-invoice';

export interface PrintSheetProps {
  invoices: readonly PrintableInvoice[];
  /** The accessible name of the preview. */
  label?: string;
}

/** The printed invoices (spec 000 §2.7, §9): A4 pages of 270 mm holding three invoices of 90 mm; each
 * invoice is a customer copy (110 mm) and an accounting copy (86 mm) separated by a dashed cut line.
 * On screen it is the print preview; when printing, only the sheet is printed. */
export function PrintSheet({ invoices, label }: PrintSheetProps) {
  return (
    <div className="ps-sheet" role="region" aria-label={label}>
      {toPages(invoices).map((page, index) => (
        <div className="ps-page" key={page[0].key} data-page={index + 1}>
          {page.map((invoice) => (
            <article className="ps-invoice" key={invoice.key} aria-label={invoice.invoiceNumber}>
              <InvoiceCopy invoice={invoice} copy="customer" />
              <div className="ps-cut" role="separator" aria-label={componentMessages.print.cutHere} />
              <InvoiceCopy invoice={invoice} copy="accounting" />
            </article>
          ))}
        </div>
      ))}
    </div>
  );
}
