import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { A4_PAGE_MM, type InvoiceLayout } from '@kahraba/billing-domain';
import { kwhBulkPrintMessages as t } from '../messages';
import {
  clampPrintMargins,
  marginLimits,
  NO_PRINT_MARGINS,
  shiftLayout,
  type PrintMargins,
} from './print-margins';

const PAGE_WIDTH_MM = A4_PAGE_MM.width;
const PAGE_HEIGHT_MM = A4_PAGE_MM.height;

type Axis = keyof PrintMargins;

interface Drag {
  axis: Axis;
  x: number;
  y: number;
  start: PrintMargins;
  mmPerPx: number;
}

export interface PrintMarginHandlesProps {
  margins: PrintMargins;
  onChange: (margins: PrintMargins) => void;
  /** The three invoice boxes as the layout places them before the margins. */
  layout: InvoiceLayout;
}

/** The draggable margin handles of the preview: a small A4 with the three invoice
 * boxes; the top handle moves them down, the side handle sideways, in whole millimetres. The handles
 * are sliders too (arrow keys), so they work without a mouse. */
export function PrintMarginHandles({ margins, onChange, layout }: PrintMarginHandlesProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const limits = marginLimits(layout);
  const boxes = shiftLayout(layout, margins);
  // What the print uses: a saved margin this layout has no room for counts as far as it can go.
  const shown = clampPrintMargins(margins, limits);
  const top = boxes[0].y;
  // The side handle follows the boxes' right edge: on an Arabic invoice the customer copy starts there.
  const side = boxes[0].x + boxes[0].width;

  const startDrag = (axis: Axis) => (event: PointerEvent<HTMLDivElement>) => {
    const width = pageRef.current?.getBoundingClientRect().width ?? 0;
    if (width <= 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { axis, x: event.clientX, y: event.clientY, start: shown, mmPerPx: PAGE_WIDTH_MM / width };
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const moved =
      current.axis === 'top'
        ? { ...current.start, top: current.start.top + (event.clientY - current.y) * current.mmPerPx }
        : { ...current.start, side: current.start.side + (event.clientX - current.x) * current.mmPerPx };
    onChange(clampPrintMargins(moved, limits));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const nudge = (axis: Axis) => (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> =
      axis === 'top' ? { ArrowDown: 1, ArrowUp: -1 } : { ArrowRight: 1, ArrowLeft: -1 };
    const step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onChange(clampPrintMargins({ ...shown, [axis]: shown[axis] + step }, limits));
  };

  const handle = (axis: Axis) => ({
    role: 'slider',
    tabIndex: 0,
    'aria-label': axis === 'top' ? t.topMargin : t.sideMargin,
    'aria-orientation': axis === 'top' ? ('vertical' as const) : ('horizontal' as const),
    'aria-valuemin': limits[axis].min,
    'aria-valuemax': limits[axis].max,
    'aria-valuenow': shown[axis],
    'aria-valuetext': t.millimetres(shown[axis]),
    'aria-disabled': limits[axis].min === limits[axis].max || undefined,
    onPointerDown: startDrag(axis),
    onPointerMove: moveDrag,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onKeyDown: nudge(axis),
  });

  return (
    <section className="kbp-margins" aria-labelledby="kbp-margins-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="kbp-margins-title" className="h6 fw-bold mb-0">
          {t.margins}
        </h2>
        <span className="small">
          {t.topMargin}: <bdi>{t.millimetres(shown.top)}</bdi> · {t.sideMargin}:{' '}
          <bdi>{t.millimetres(shown.side)}</bdi>
        </span>
        <Button
          size="sm"
          variant="outline-secondary"
          className="ms-auto"
          disabled={shown.top === NO_PRINT_MARGINS.top && shown.side === NO_PRINT_MARGINS.side}
          onClick={() => onChange(NO_PRINT_MARGINS)}
        >
          {t.resetMargins}
        </Button>
      </div>
      <p className="small text-secondary mb-2">{t.marginsHelp}</p>
      {/* Physical positions: x from the paper's left edge, as the layout measures it. */}
      <div className="kbp-margin-page" ref={pageRef} dir="ltr">
        {boxes.map((box, index) => (
          <div
            key={index}
            className="kbp-margin-box"
            style={{
              left: `${(box.x / PAGE_WIDTH_MM) * 100}%`,
              top: `${(box.y / PAGE_HEIGHT_MM) * 100}%`,
              width: `${(box.width / PAGE_WIDTH_MM) * 100}%`,
              height: `${(box.height / PAGE_HEIGHT_MM) * 100}%`,
            }}
          />
        ))}
        <div
          className="kbp-margin-handle kbp-margin-handle-top"
          style={{ top: `${(top / PAGE_HEIGHT_MM) * 100}%` }}
          {...handle('top')}
        />
        <div
          className="kbp-margin-handle kbp-margin-handle-side"
          style={{ left: `${(side / PAGE_WIDTH_MM) * 100}%` }}
          {...handle('side')}
        />
      </div>
    </section>
  );
}
