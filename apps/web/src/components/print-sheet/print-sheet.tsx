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

/** Pages added to the document per step: small enough that a step takes a few tens of milliseconds,
 * so clicks and scrolling are answered between steps (issue 9: 2,000 invoices froze the page 11 s). */
export const PAGES_PER_CHUNK = 12;

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
 * The printed invoices (spec 000 §2.7, spec 001 §9, issue 9): A4 pages holding three invoices placed
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
  const step = Math.max(1, Math.floor(pagesPerChunk));

  const [progress, setProgress] = useState<Progress>(() => ({
    pages,
    shown: Math.min(pages.length, step),
  }));
  // New invoices start the sheet again (derived during render, as React advises).
  let shown = progress.shown;
  if (progress.pages !== pages) {
    shown = Math.min(pages.length, step);
    setProgress({ pages, shown });
  }
  const complete = shown >= pages.length;

  useEffect(() => {
    if (complete) return;
    // A task per step (not a microtask): the browser paints and handles input in between.
    const timer = setTimeout(() => {
      setProgress((current) =>
        current.pages === pages ? { pages, shown: Math.min(pages.length, current.shown + step) } : current,
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [complete, pages, shown, step]);

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
