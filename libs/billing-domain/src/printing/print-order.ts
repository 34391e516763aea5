import { compareBoxes } from '../records/record-order';

/** What the print order reads of an invoice. */
export interface PrintOrderFields {
  readonly box: string | null;
  readonly customerNumber: number;
}

/**
 * The order invoices come off the printer (CONTRACT-9): box as the box lists sort it (numeric boxes
 * by number, then other boxes, no box last), then customer number, so a collector's bundle is one box.
 */
export function sortForPrint<T extends PrintOrderFields>(invoices: readonly T[]): T[] {
  // A few hundred boxes at most: rank each distinct box once, then sort by two numbers.
  const boxes = [...new Set(invoices.map((invoice) => invoice.box ?? ''))].sort((a, b) =>
    compareBoxes(a || null, b || null),
  );
  const rank = new Map(boxes.map((box, index) => [box, index]));
  return invoices
    .map((invoice) => ({ invoice, rank: rank.get(invoice.box ?? '') ?? 0 }))
    .sort((a, b) => a.rank - b.rank || a.invoice.customerNumber - b.invoice.customerNumber)
    .map(({ invoice }) => invoice);
}
