/**
 * One invoice's place on an A4 sheet, in millimetres from the page's top-left corner
 * (docs/business-rules.md#constants-and-limits).
 */
export interface InvoiceLayoutBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The three invoices of a page, top to bottom (three invoices per A4 page). */
export type InvoiceLayout = readonly [InvoiceLayoutBox, InvoiceLayoutBox, InvoiceLayoutBox];

/** The page the layout editor and the print sheet place boxes on: A4 portrait. */
export const A4_PAGE_MM = { width: 210, height: 297 } as const;

/** How far a box may move: x 0–30 mm, y 0–217 mm. */
export const LAYOUT_LIMITS_MM = { x: { min: 0, max: 30 }, y: { min: 0, max: 217 } } as const;

const box = (x: number, y: number, width: number, height: number): InvoiceLayoutBox =>
  Object.freeze({ x, y, width, height });

/** The layout editor's default, 180×90 mm boxes at x 15 and y 5, 95, 185. */
export const DEFAULT_INVOICE_LAYOUT: InvoiceLayout = Object.freeze([
  box(15, 5, 180, 90),
  box(15, 95, 180, 90),
  box(15, 185, 180, 90),
] as const);

/** Quick layout 'three equal': the page split in three 95 mm boxes with even gaps. */
export const THREE_EQUAL_LAYOUT: InvoiceLayout = Object.freeze([
  box(15, 3, 180, 95),
  box(15, 101, 180, 95),
  box(15, 199, 180, 95),
] as const);

/** Quick layout 'fill page': three boxes the full width of the page, a third of its height each. */
export const FILL_PAGE_LAYOUT: InvoiceLayout = Object.freeze([
  box(0, 0, 210, 99),
  box(0, 99, 210, 99),
  box(0, 198, 210, 99),
] as const);

/**
 * What the print sheet uses when nothing is saved (as the bulk pages did): a 210×270 mm printing
 * area centred on the A4 page, invoices 90, 90 and 85 mm high, the full width so that the customer
 * copy is about 112 mm and the accounting copy about 95 mm.
 */
export const PRINT_SHEET_LAYOUT: InvoiceLayout = Object.freeze([
  box(0, 13.5, 210, 90),
  box(0, 103.5, 210, 90),
  box(0, 193.5, 210, 85),
] as const);

/**
 * Keeps a box where the editor allows it: x within 0–30 mm, y within 0–217 mm, and
 * never past the paper's side: a box wider than 180 mm moves less far (a full-width box not at all).
 */
export function clampLayoutBox(layoutBox: InvoiceLayoutBox): InvoiceLayoutBox {
  const widest = Math.max(LAYOUT_LIMITS_MM.x.min, A4_PAGE_MM.width - layoutBox.width);
  return box(
    clamp(layoutBox.x, LAYOUT_LIMITS_MM.x.min, Math.min(LAYOUT_LIMITS_MM.x.max, widest)),
    clamp(layoutBox.y, LAYOUT_LIMITS_MM.y.min, LAYOUT_LIMITS_MM.y.max),
    layoutBox.width,
    layoutBox.height,
  );
}

/**
 * A layout read back from the browser's storage: used only when it is exactly
 * three boxes, each with finite numbers, a size greater than zero that fits on the page; positions are
 * clamped to the editor's limits. Anything else (another count, text, a missing field) gives null,
 * and the caller falls back to its default.
 */
export function parseSavedLayout(saved: unknown): InvoiceLayout | null {
  let value = saved;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const boxes = value.map(parseBox);
  if (boxes.some((parsed) => parsed === null)) return null;
  return Object.freeze(boxes as unknown as InvoiceLayout);
}

function parseBox(value: unknown): InvoiceLayoutBox | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y, width, height } = value as Record<string, unknown>;
  const numbers = [x, y, width, height];
  if (!numbers.every((n): n is number => typeof n === 'number' && Number.isFinite(n))) return null;
  const [bx, by, bw, bh] = numbers as [number, number, number, number];
  if (bw <= 0 || bh <= 0 || bw > A4_PAGE_MM.width || bh > A4_PAGE_MM.height) return null;
  return clampLayoutBox({ x: bx, y: by, width: bw, height: bh });
}

/** The CSS the editor copies to the clipboard: one absolutely placed rule per invoice box, in mm. */
export function layoutCss(layout: InvoiceLayout): string {
  return layout
    .map(
      (entry, index) =>
        `.invoice-box-${index + 1} {\n` +
        `  position: absolute;\n` +
        `  left: ${mm(entry.x)};\n` +
        `  top: ${mm(entry.y)};\n` +
        `  width: ${mm(entry.width)};\n` +
        `  height: ${mm(entry.height)};\n` +
        `}`,
    )
    .join('\n\n');
}

/** Millimetres as CSS, at most one decimal: '15mm', '13.5mm'. */
function mm(value: number): string {
  return `${Math.round(value * 10) / 10}mm`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
