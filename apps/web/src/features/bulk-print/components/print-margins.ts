import { A4_PAGE_MM, type InvoiceLayout, type InvoiceLayoutBox } from '@kahraba/billing-domain';

/** Where the invoices land on the paper, moved by the margin handles of a bulk print page, in whole
 * millimetres: `top` moves them down (up when negative), `side` moves them sideways
 * (towards the right edge when positive). Kept per group in this browser: printers feed paper
 * differently. */
export interface PrintMargins {
  top: number;
  side: number;
}

export interface MarginLimits {
  top: { min: number; max: number };
  side: { min: number; max: number };
}

export const NO_PRINT_MARGINS: PrintMargins = Object.freeze({ top: 0, side: 0 });

/** The handles' reach at most; a layout with less room on the paper narrows it (marginLimits). */
const PRINT_MARGIN_REACH: MarginLimits = Object.freeze({
  top: { min: -15, max: 30 },
  side: { min: -15, max: 15 },
});

/** How far the layout's boxes can move and stay on the A4 paper, within the handles' reach. */
export function marginLimits(layout: InvoiceLayout): MarginLimits {
  const room = (before: number, after: number, reach: { min: number; max: number }) => ({
    min: Math.max(reach.min, -Math.floor(before)) + 0,
    max: Math.min(reach.max, Math.floor(after)) + 0,
  });
  const left = Math.min(...layout.map((box) => box.x));
  const right = Math.min(...layout.map((box) => A4_PAGE_MM.width - box.x - box.width));
  const above = Math.min(...layout.map((box) => box.y));
  const below = Math.min(...layout.map((box) => A4_PAGE_MM.height - box.y - box.height));
  return {
    top: room(Math.max(0, above), Math.max(0, below), PRINT_MARGIN_REACH.top),
    side: room(Math.max(0, left), Math.max(0, right), PRINT_MARGIN_REACH.side),
  };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.round(value))) + 0;

/** Whole millimetres within the limits. */
export function clampPrintMargins(
  margins: PrintMargins,
  limits: MarginLimits = PRINT_MARGIN_REACH,
): PrintMargins {
  return { top: clamp(margins.top, limits.top), side: clamp(margins.side, limits.side) };
}

/** The layout moved by the margins (clamped to what the layout allows, so no box leaves the paper). */
export function shiftLayout(layout: InvoiceLayout, margins: PrintMargins): InvoiceLayout {
  const { top, side } = clampPrintMargins(margins, marginLimits(layout));
  const shift = (box: InvoiceLayoutBox): InvoiceLayoutBox => ({
    x: box.x + side,
    y: box.y + top,
    width: box.width,
    height: box.height,
  });
  return [shift(layout[0]), shift(layout[1]), shift(layout[2])];
}

/** A stored value is used only when it is two finite numbers; anything else is no margins. */
export function parseSavedMargins(value: unknown): PrintMargins {
  if (typeof value !== 'object' || value === null) return NO_PRINT_MARGINS;
  const { top, side } = value as Record<string, unknown>;
  if (typeof top !== 'number' || typeof side !== 'number' || !Number.isFinite(top) || !Number.isFinite(side))
    return NO_PRINT_MARGINS;
  return clampPrintMargins({ top, side });
}

const STORAGE_PREFIX = 'kahraba.printMargins.';

export function loadPrintMargins(system: string): PrintMargins {
  try {
    const saved = window.localStorage.getItem(STORAGE_PREFIX + system);
    return saved === null ? NO_PRINT_MARGINS : parseSavedMargins(JSON.parse(saved));
  } catch {
    return NO_PRINT_MARGINS;
  }
}

export function savePrintMargins(system: string, margins: PrintMargins): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + system, JSON.stringify(clampPrintMargins(margins)));
  } catch {
    // Private browsing or a full storage: the margins still apply to this print.
  }
}
