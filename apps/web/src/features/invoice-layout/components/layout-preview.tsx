import { A4_PAGE_MM, type InvoiceLayout } from '@kahraba/billing-domain';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { arrowMove, formatMm, moveLayoutBox } from '../lib/move-layout-box';
import { invoiceLayoutMessages as t } from '../messages';

export interface LayoutPreviewProps {
  layout: InvoiceLayout;
  onChange: (layout: InvoiceLayout) => void;
}

interface Drag {
  index: number;
  pointerId: number;
  startX: number;
  startY: number;
  boxX: number;
  boxY: number;
  /** Screen pixels per millimetre of the preview when the drag began. */
  scale: number;
}

const percent = (mm: number, of: number) => `${(mm / of) * 100}%`;

/** The A4 page scaled to the screen with the three boxes placed in mm. A box moves by
 * pointer (mouse, pen or touch: pointer events with touch-action none) or, focused, by the arrow keys. */
export function LayoutPreview({ layout, onChange }: LayoutPreviewProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const startDrag = (index: number) => (event: PointerEvent<HTMLDivElement>) => {
    const page = pageRef.current;
    if (!page || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const width = page.getBoundingClientRect().width;
    if (width <= 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      index,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      boxX: layout[index].x,
      boxY: layout[index].y,
      scale: width / A4_PAGE_MM.width,
    };
  };

  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const x = current.boxX + (event.clientX - current.startX) / current.scale;
    const y = current.boxY + (event.clientY - current.startY) / current.scale;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    onChange(moveLayoutBox(layout, current.index, x, y));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    drag.current = null;
  };

  const moveByKey = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const move = arrowMove(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    const box = layout[index];
    onChange(moveLayoutBox(layout, index, box.x + move.dx, box.y + move.dy));
  };

  return (
    <div
      ref={pageRef}
      className="ile-page"
      role="group"
      aria-label={t.page}
      // The page is a picture of paper: x runs from its left edge whatever the reading direction.
      dir="ltr"
    >
      {layout.map((box, index) => (
        <div
          key={index}
          role="button"
          tabIndex={0}
          aria-roledescription={t.draggable}
          aria-describedby="layout-drag-hint"
          data-x-mm={box.x}
          data-y-mm={box.y}
          className={`ile-box ile-box-${index + 1}`}
          style={{
            left: percent(box.x, A4_PAGE_MM.width),
            top: percent(box.y, A4_PAGE_MM.height),
            width: percent(box.width, A4_PAGE_MM.width),
            height: percent(box.height, A4_PAGE_MM.height),
          }}
          onPointerDown={startDrag(index)}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={moveByKey(index)}
        >
          {/* The box is named by what it shows (a label that differs from the visible text
              confuses voice control): 'الفاتورة 1 أفقياً 15 مم، عمودياً 5 مم'. */}
          <span className="ile-box-title" dir="rtl">
            {t.box(index)}
          </span>
          <span className="ile-box-position" dir="rtl">
            {t.boxPosition(formatMm(box.x), formatMm(box.y))}
          </span>
        </div>
      ))}
    </div>
  );
}
