import { useCallback, useEffect, useMemo, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { PrintIcon } from '../../../components/icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import { PrintSheet, toPrintableInvoice } from '../../../components/print-sheet';
import { failureText } from '../../../lib/notify-failure';
import { printWhenReady } from '../../../lib/print';
import { usePrintInvoices, type PrintInvoicesRequest } from '../../../lib/print/print-invoices';
import { readPrintWindowQuery } from '../lib/print-window-url';
import { bulkPrintMessages as t } from '../messages';

/** The enhanced print window prints by itself 1 s after its pages are ready. */
const AUTOPRINT_DELAY_MS = 1000;

/**
 * The print window, `/bulk-print-enhanced?type=…&customers=a,b,c` or `?type=…&selection=<id>`:
 * the customers' invoices, 3 per A4 page with both copies, printed 1 s after the sheet is ready;
 * `&month=YYYY-MM` prints them as that closed month left them (docs/printing.md).
 */
export function BulkPrintEnhancedPage() {
  const [params] = useSearchParams();
  const { type, ids, selectionId, closedMonth } = readPrintWindowQuery(params);
  // docs/printing.md: a closed month prints from the monthly archive, through the same call.
  const month = closedMonth === '' ? {} : { closedMonth };
  const request: PrintInvoicesRequest | null =
    ids !== null && ids.length > 0
      ? { type, ids, ...month }
      : selectionId
        ? { type, selectionId, ...month }
        : null;
  const invoices = usePrintInvoices(request ?? { type, ids: [] }, { enabled: request !== null });
  const printable = useMemo(
    () => (invoices.data ?? []).map((invoice) => toPrintableInvoice(invoice)),
    [invoices.data],
  );

  const cancelAutoPrint = useRef<(() => void) | null>(null);
  const onReady = useCallback(() => {
    if (cancelAutoPrint.current) return;
    cancelAutoPrint.current = printWhenReady(AUTOPRINT_DELAY_MS);
  }, []);
  useEffect(() => () => cancelAutoPrint.current?.(), []);

  return (
    <PageLayout
      title={t.sheetTitle}
      subtitle={invoices.data ? `${t.invoicesCount(printable.length)} · ${t.autoPrintNote}` : undefined}
      titleActions={
        <Button
          variant="primary"
          className="app-icon-button d-print-none"
          onClick={() => window.print()}
          disabled={printable.length === 0}
        >
          <PrintIcon size={18} />
          {t.printNow}
        </Button>
      }
    >
      {request === null ? (
        <Alert variant="warning">{t.nothingToPrint}</Alert>
      ) : invoices.isPending ? (
        <LoadingSpinner label={t.loadingInvoices} />
      ) : invoices.isError ? (
        <Alert variant="danger" className="d-print-none">
          <Alert.Heading as="h2" className="h6">
            {t.invoicesFailed}
          </Alert.Heading>
          {failureText(invoices.error)}
        </Alert>
      ) : printable.length === 0 ? (
        <Alert variant="warning">{t.nothingToPrint}</Alert>
      ) : (
        <PrintSheet invoices={printable} label={t.sheetLabel} onReady={onReady} />
      )}
    </PageLayout>
  );
}
