import { useCallback, useEffect, useMemo, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { PRINT_SHEET_LAYOUT } from '@kahraba/billing-domain';
import { PrintIcon } from '../../../components/icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { loadInvoiceLayout, PrintSheet, toPages, toPrintableInvoice } from '../../../components/print-sheet';
import { failureText } from '../../../lib/notify-failure';
import { printWhenReady } from '../../../lib/print';
import { usePrintInvoices, type PrintInvoicesRequest } from '../../../lib/print/print-invoices';
import { kwhBulkPrintMessages as t } from '../messages';
import { PrintMarginHandles } from './print-margin-handles';
import { shiftLayout, type PrintMargins } from './print-margins';

/** The bulk print pages print by themselves 0.5 s after the preview is ready
 * (docs/screens.md#print-windows-and-sheets). */
const AUTOPRINT_DELAY_MS = 500;

export interface KwhPrintPreviewProps {
  request: PrintInvoicesRequest;
  margins: PrintMargins;
  onMarginsChange: (margins: PrintMargins) => void;
  onBack: () => void;
}

/** Preview mode: back to the selection, print, the margin handles, and the sheet of
 * the chosen invoices for the chosen month, which prints once it is ready. */
export function KwhPrintPreview({ request, margins, onMarginsChange, onBack }: KwhPrintPreviewProps) {
  const invoices = usePrintInvoices(request);
  const printable = useMemo(
    () => (invoices.data ?? []).map((invoice) => toPrintableInvoice(invoice)),
    [invoices.data],
  );
  // The layout editor's saved boxes (else the sheet's default), moved by this group's margins.
  const layout = useMemo(() => loadInvoiceLayout() ?? PRINT_SHEET_LAYOUT, []);
  const printedLayout = useMemo(() => shiftLayout(layout, margins), [layout, margins]);

  // Printing starts by itself once, 0.5 s after the sheet is ready (every page in the DOM, fonts
  // loaded); leaving the preview first cancels it.
  const printed = useRef(false);
  const cancelPrint = useRef<(() => void) | undefined>(undefined);
  const onReady = useCallback(() => {
    if (printed.current) return;
    printed.current = true;
    cancelPrint.current = printWhenReady(AUTOPRINT_DELAY_MS);
  }, []);
  useEffect(() => () => cancelPrint.current?.(), []);

  const pages = toPages(printable).length;
  return (
    <>
      <Card className="app-data-card mb-3 d-print-none">
        <Card.Body className="d-flex flex-column gap-3">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <h2 className="app-section-title mb-0 me-auto">
              {t.previewTitle}
              {printable.length > 0 && (
                <span className="text-secondary fw-normal small ms-2">{t.pages(pages)}</span>
              )}
            </h2>
            <Button variant="outline-secondary" onClick={onBack}>
              {t.backToSelection}
            </Button>
            <Button
              variant="primary"
              className="app-icon-button"
              disabled={printable.length === 0 || invoices.isFetching}
              onClick={() => window.print()}
            >
              <PrintIcon size={18} />
              {t.print}
            </Button>
          </div>
          <p className="small text-secondary mb-0">{t.autoPrintNote}</p>
          <PrintMarginHandles margins={margins} onChange={onMarginsChange} layout={layout} />
        </Card.Body>
      </Card>
      {invoices.isPending ? (
        <LoadingSpinner label={t.loadingInvoices} />
      ) : invoices.isError ? (
        <Alert variant="danger" className="d-print-none">
          <strong>{t.invoicesFailed}</strong>
          {failureText(invoices.error) && <div>{failureText(invoices.error)}</div>}
        </Alert>
      ) : (
        <PrintSheet invoices={printable} label={t.sheet} layout={printedLayout} onReady={onReady} />
      )}
    </>
  );
}
