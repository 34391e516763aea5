import './print-sheet.css';
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import {
  A4_PAGE_MM,
  PRINT_SHEET_LAYOUT,
  type InvoiceLayout,
  type InvoiceLayoutBox,
} from '@kahraba/billing-domain';
import { componentMessages } from '../messages';
import { InvoiceCopy } from './invoice-copy';
import { loadInvoiceLayout } from './invoice-layout-storage';
import { INVOICES_PER_PAGE, toPages, type PrintableInvoice } from './printable-invoice';

const t = componentMessages.print;

/** Pages added to the document in the first step: small enough that the first invoices show at once
 * (2,000 invoices once froze the page 11 s with nothing shown). Later steps adapt. */
const PAGES_PER_CHUNK = 4;
/** A step aims at about this long (ms), so clicks and scrolling are answered between steps. */
const STEP_BUDGET_MS = 60;
const MAX_PAGES_PER_STEP = 64;

export interface PrintSheetProps {
  invoices: readonly PrintableInvoice[];
  /** The accessible name of the preview. */
  label?: string;
  /** Where the three invoices of a page go; by default the layout saved by the layout editor, else
   * the bulk pages' defaults (PRINT_SHEET_LAYOUT). */
  layout?: InvoiceLayout;
  /** Called once every page is in the document and the fonts are loaded (print may start). */
  onReady?: () => void;
  /** Pages rendered per step (tests use small steps). */
  pagesPerChunk?: number;
}

interface Progress {
  pages: readonly PrintableInvoice[][];
  shown: number;
}

/**
 * The printed invoices (docs/screens.md#print-windows-and-sheets): A4 pages holding three invoices placed
 * by the layout, each a customer copy and an accounting copy separated by a cut line. Large sheets are
 * added to the page step by step with a progress line; once all pages are there and the fonts are
 * loaded the sheet carries data-print-ready="true" and onReady is called. On screen it is the print
 * preview; when printing, only the sheet is printed.
 */
export function PrintSheet({
  invoices,
  label,
  layout,
  onReady,
  pagesPerChunk = PAGES_PER_CHUNK,
}: PrintSheetProps) {
  const boxes = useMemo(() => layout ?? loadInvoiceLayout() ?? PRINT_SHEET_LAYOUT, [layout]);
  const pages = useMemo(() => toPages(invoices), [invoices]);
  const firstStep = Math.max(1, Math.floor(pagesPerChunk));

  const [progress, setProgress] = useState<Progress>(() => ({
    pages,
    shown: Math.min(pages.length, firstStep),
  }));
  // New invoices start the sheet again (derived during render, as React advises).
  let shown = progress.shown;
  if (progress.pages !== pages) {
    shown = Math.min(pages.length, firstStep);
    setProgress({ pages, shown });
  }
  const complete = shown >= pages.length;

  // Each step adds pages in a task of its own (not a microtask), so the browser paints and answers
  // clicks in between. The step grows while a step stays well under a frame budget, and shrinks
  // when it takes long, so fast machines finish in few steps and slow phones stay responsive.
  const pacing = useRef({ step: firstStep, startedAt: 0 });
  useEffect(() => {
    pacing.current = { step: firstStep, startedAt: 0 };
  }, [pages, firstStep]);
  useEffect(() => {
    if (complete) return;
    const pace = pacing.current;
    if (pace.startedAt > 0) {
      const took = performance.now() - pace.startedAt;
      if (took < STEP_BUDGET_MS / 2) pace.step = Math.min(MAX_PAGES_PER_STEP, pace.step * 2);
      else if (took > STEP_BUDGET_MS * 2) pace.step = Math.max(firstStep, Math.floor(pace.step / 2));
    }
    const timer = setTimeout(() => {
      pace.startedAt = performance.now();
      setProgress((current) =>
        current.pages === pages
          ? { pages, shown: Math.min(pages.length, current.shown + pace.step) }
          : current,
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [complete, pages, shown, firstStep]);

  const [readyPages, setReadyPages] = useState<readonly PrintableInvoice[][] | null>(null);
  const ready = complete && readyPages === pages;
  useEffect(() => {
    if (!complete) return;
    let current = true;
    void fontsReady().then(() => {
      if (current) setReadyPages(pages);
    });
    return () => {
      current = false;
    };
  }, [complete, pages]);

  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);
  useEffect(() => {
    if (ready) onReadyRef.current?.();
  }, [ready]);

  const shownInvoices = Math.min(invoices.length, shown * INVOICES_PER_PAGE);
  return (
    <>
      {!complete && (
        <div className="ps-progress d-print-none" role="status" aria-live="polite">
          <span>{t.preparing(shownInvoices, invoices.length)}</span>
          <ProgressBar
            now={shownInvoices}
            max={invoices.length}
            aria-label={t.preparing(shownInvoices, invoices.length)}
          />
        </div>
      )}
      <div
        className="ps-sheet"
        role="region"
        aria-label={label}
        aria-busy={!ready}
        data-print-ready={ready ? 'true' : 'false'}
        data-invoices={invoices.length}
      >
        {pages.slice(0, shown).map((page, index) => (
          <SheetPage key={page[0].key} page={page} boxes={boxes} number={index + 1} />
        ))}
      </div>
    </>
  );
}

const SheetPage = memo(function SheetPage({
  page,
  boxes,
  number,
}: {
  page: readonly PrintableInvoice[];
  boxes: InvoiceLayout;
  number: number;
}) {
  return (
    <div className="ps-page" data-page={number}>
      {page.map((invoice, index) => (
        <article
          className="ps-invoice"
          key={invoice.key}
          aria-label={invoice.invoiceNumber}
          style={boxStyle(boxes[index])}
        >
          <InvoiceCopy invoice={invoice} copy="customer" />
          <div className="ps-cut" role="separator" aria-label={t.cutHere} />
          <InvoiceCopy invoice={invoice} copy="accounting" />
        </article>
      ))}
    </div>
  );
});

/** The box in millimetres from the page's top-left corner; the text scales with the box's width so
 * that a narrower saved layout keeps both copies readable. */
function boxStyle(box: InvoiceLayoutBox): CSSProperties {
  return {
    left: `${box.x}mm`,
    top: `${box.y}mm`,
    width: `${box.width}mm`,
    height: `${box.height}mm`,
    ['--ps-scale' as string]: String(box.width / A4_PAGE_MM.width),
  };
}

function fontsReady(): Promise<unknown> {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  return fonts?.ready ?? Promise.resolve();
}
