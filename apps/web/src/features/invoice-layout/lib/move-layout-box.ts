import { clampLayoutBox, type InvoiceLayout } from '@kahraba/billing-domain';

/** The layout with box `index` moved to (x, y) mm, kept within the editor's limits and rounded to
 * a tenth of a millimetre (what a drag on screen can mean). */
export function moveLayoutBox(layout: InvoiceLayout, index: number, x: number, y: number): InvoiceLayout {
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const moved = clampLayoutBox({ ...layout[index], x: tenth(x), y: tenth(y) });
  return layout.map((box, at) => (at === index ? moved : box)) as unknown as InvoiceLayout;
}

/** Millimetres as the editor shows them: at most one decimal, ASCII digits. */
export function formatMm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Keyboard moves (accessibility): the arrows move 1 mm, with Shift 10 mm; null for other keys. */
export function arrowMove(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
