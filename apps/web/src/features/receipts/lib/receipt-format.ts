/** The paper a receipt prints on: an 80 mm thermal roll, or an A6 sheet. The choice is kept per browser
 * (the collector's phone has the roll printer, the office the A6 tray). */
export type ReceiptFormat = 'roll-80' | 'a6';

export const RECEIPT_FORMAT_STORAGE_KEY = 'receipt-format';

export function readReceiptFormat(): ReceiptFormat {
  try {
    return window.localStorage.getItem(RECEIPT_FORMAT_STORAGE_KEY) === 'a6' ? 'a6' : 'roll-80';
  } catch {
    return 'roll-80';
  }
}

export function writeReceiptFormat(format: ReceiptFormat): void {
  try {
    window.localStorage.setItem(RECEIPT_FORMAT_STORAGE_KEY, format);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
}

const MM_PER_CSS_PX = 25.4 / 96;

/** The paper of each format and the receipt's width on it (the page less its margins). */
const RECEIPT_PAPER = {
  'roll-80': { widthMm: 80, marginMm: 3 },
  a6: { widthMm: 105, heightMm: 148, marginMm: 6 },
} as const;

/**
 * The print CSS of the chosen paper. A6 is 105 × 148 mm (Chromium does not know the name `A6`, so
 * the lengths follow it). A roll has no page height: `size: 80mm auto` is not CSS the browsers print,
 * so the page is as long as the receipt (measured on screen at the same width), plus its margins.
 */
export function receiptPageCss(format: ReceiptFormat, receiptHeightPx: number): string {
  if (format === 'a6') {
    const { heightMm, marginMm } = RECEIPT_PAPER.a6;
    // One receipt, one sheet: a receipt taller than the sheet (a long note, a void) prints smaller.
    const roomPx = (heightMm - 2 * marginMm - 2) / MM_PER_CSS_PX;
    const zoom = receiptHeightPx > roomPx ? Math.floor((roomPx / receiptHeightPx) * 100) / 100 : 1;
    const fit = zoom < 1 ? ` .rcpt-a6 { zoom: ${zoom}; }` : '';
    return `@media print { @page { size: A6; size: 105mm 148mm; margin: ${marginMm}mm; }${fit} }`;
  }
  const { widthMm, marginMm } = RECEIPT_PAPER['roll-80'];
  // Not measured yet: a long page rather than a receipt cut in two.
  const receiptMm = receiptHeightPx > 0 ? receiptHeightPx * MM_PER_CSS_PX : 280;
  // A little paper to spare below, so that rounding never pushes the last line onto a second page.
  const heightMm = Math.ceil(receiptMm) + 2 * marginMm + 4;
  return `@media print { @page { size: ${widthMm}mm ${heightMm}mm; margin: ${marginMm}mm; } }`;
}
