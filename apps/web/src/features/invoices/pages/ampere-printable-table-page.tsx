import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/route-paths';
import { PrintIcon } from '../../../components/icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageLayout } from '../../../components/page-layout';
import {
  PrintedMonthSelect,
  PrintSheet,
  toPages,
  toPrintableInvoice as printableOfStatement,
} from '../../../components/print-sheet';
import { printWhenReady } from '../../../lib/print';
import { usePrintInvoices } from '../../../lib/print/print-invoices';
import { toggleMember } from '../../../lib/toggle-member';
import { useBoxes } from '../api/get-boxes';
import { useBoxInvoices } from '../api/get-invoices';
import { boxesOfInvoices } from '../lib/boxes-of-invoices';
import { toPrintableInvoice } from '../lib/to-printable-invoice';
import { BoxPicker } from '../components/box-picker';
import { invoiceMessages as t } from '../messages';

/** Box invoices print by themselves 0.5 s after they are on the page
 * (docs/screens.md#print-windows-and-sheets). */
const AUTOPRINT_DELAY_MS = 500;

/** Printable ampere invoices by box. `?box=1&box=2&autoprint=1` (from the print boxes
 * dialog) chooses those boxes and prints once the invoices are shown; `&month=YYYY-MM` prints a month
 * the system closed, its boxes and invoices as they were at the close (docs/printing.md). */
export function AmperePrintableTablePage() {
  const [params] = useSearchParams();
  const autoprint = params.get('autoprint') === '1';
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(params.getAll('box')));
  const [closedMonth, setClosedMonth] = useState(() => params.get('month')?.trim() ?? '');
  const isClosed = closedMonth !== '';
  const liveBoxes = useBoxes();
  // A closed month: every invoice it billed, read once; its boxes are the month's own.
  const closedInvoices = usePrintInvoices({ type: 'ampere', closedMonth }, { enabled: isClosed });
  const boxes = isClosed ? closedInvoices : liveBoxes;
  const closedBoxes = useMemo(
    () => boxesOfInvoices((closedInvoices.data ?? []).map(({ statement }) => statement)),
    [closedInvoices.data],
  );
  const list = useMemo(
    () => (isClosed ? closedBoxes : (liveBoxes.data ?? [])),
    [isClosed, closedBoxes, liveBoxes.data],
  );
  const chosen = useMemo(() => list.filter((entry) => selected.has(entry.box)), [list, selected]);
  // Until the boxes are known, trust the boxes the link asked for.
  const chosenBoxes = useMemo(
    () => (boxes.data ? chosen.map((entry) => entry.box) : [...selected]),
    [boxes.data, chosen, selected],
  );
  const liveInvoices = useBoxInvoices(isClosed ? [] : chosenBoxes);
  const invoices = isClosed ? closedInvoices : liveInvoices;
  const printable = useMemo(() => {
    if (!isClosed) return (liveInvoices.data ?? []).map((invoice) => toPrintableInvoice(invoice));
    const inBoxes = new Set(chosenBoxes);
    return (closedInvoices.data ?? [])
      .filter((invoice) => inBoxes.has(invoice.statement.box?.trim() ?? ''))
      .map((invoice) => printableOfStatement(invoice, { shortNumber: true }));
  }, [isClosed, liveInvoices.data, closedInvoices.data, chosenBoxes]);
  const records = chosen.reduce((sum, entry) => sum + entry.customers, 0);

  // Print only once every page is on the sheet and the fonts are loaded (the sheet says when).
  const [ready, setReady] = useState(false);
  const printOnReady = useRef(autoprint);
  const cancelPrint = useRef<() => void>(() => {});
  const invoiceCount = useRef(0);
  useEffect(() => {
    invoiceCount.current = printable.length;
    setReady(false);
  }, [printable]);
  useEffect(() => () => cancelPrint.current(), []);
  const onSheetReady = useCallback(() => {
    setReady(true);
    if (!printOnReady.current || invoiceCount.current === 0) return;
    printOnReady.current = false;
    cancelPrint.current = printWhenReady(AUTOPRINT_DELAY_MS);
  }, []);

  const toggle = (box: string) => setSelected((current) => toggleMember(current, box));

  const print = () => {
    // Printing with nothing chosen asks for records.
    if (chosenBoxes.length === 0 || printable.length === 0) {
      window.alert(t.chooseRecords);
      return;
    }
    // A large sheet may still be rendering: print as soon as it is complete.
    if (ready) window.print();
    else printOnReady.current = true;
  };

  return (
    <PageLayout
      title={t.printableTitle}
      subtitle={t.printableSubtitle}
      back={{ to: paths.ampere, label: t.backToAmpere }}
    >
      <Card className="app-data-card mb-4 d-print-none">
        <Card.Body>
          <PrintedMonthSelect
            type="ampere"
            value={closedMonth}
            onChange={(month) => {
              setClosedMonth(month);
              setSelected(new Set());
            }}
            className="app-printed-month mb-3"
          />
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h2 className="app-section-title mb-0 me-2">{t.boxes}</h2>
            <Button
              size="sm"
              variant="outline-primary"
              disabled={list.length === 0}
              onClick={() => setSelected(new Set(list.map((entry) => entry.box)))}
            >
              {t.selectAll}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setSelected(new Set())}>
              {t.clear}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                void boxes.refetch();
                if (chosenBoxes.length > 0) void invoices.refetch();
              }}
            >
              {t.refresh}
            </Button>
            <span className="ms-auto small text-secondary" aria-live="polite">
              {t.selectedBoxes(chosen.length)} · {t.selectedRecords(records)}
            </span>
          </div>
          {boxes.isPending && <LoadingSpinner label={t.loadingBoxes} />}
          {boxes.isError && <Alert variant="danger">{t.boxesFailed}</Alert>}
          {boxes.isSuccess &&
            (list.length === 0 ? (
              <p className="text-secondary text-center my-3">{t.noBoxes}</p>
            ) : (
              <BoxPicker boxes={list} selected={selected} onToggle={toggle} />
            ))}
          <div className="d-flex justify-content-end mt-3">
            <Button
              variant="primary"
              className="app-icon-button"
              onClick={print}
              disabled={invoices.isFetching}
            >
              <PrintIcon size={18} />
              {t.printInvoices(printable.length)}
            </Button>
          </div>
        </Card.Body>
      </Card>

      <section aria-labelledby="print-preview-title">
        <h2 id="print-preview-title" className="app-section-title d-print-none">
          {t.preview}
          {printable.length > 0 && (
            <span className="text-secondary fw-normal small ms-2">{t.pages(toPages(printable).length)}</span>
          )}
        </h2>
        {chosenBoxes.length === 0 ? (
          <p className="text-secondary d-print-none">{t.choosePrompt}</p>
        ) : invoices.isPending ? (
          <LoadingSpinner label={t.loadingInvoices} />
        ) : invoices.isError ? (
          <Alert variant="danger" className="d-print-none">
            {t.invoicesFailed}
          </Alert>
        ) : (
          <PrintSheet invoices={printable} label={t.sheet} onReady={onSheetReady} />
        )}
      </section>
    </PageLayout>
  );
}
