import { compareBoxes } from '@kahraba/billing-domain';
import type { AmpereBox } from '../../../types/ampere';

/**
 * The boxes of a closed month's invoices with how many each holds ('' for no box), in print order:
 * the box picker of a closed month lists the boxes that month billed, not today's (docs/printing.md).
 */
export function boxesOfInvoices(invoices: readonly { box: string | null }[]): AmpereBox[] {
  const counts = new Map<string, number>();
  for (const { box } of invoices) {
    const key = box?.trim() ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([box, customers]) => ({ box, customers }))
    .sort((a, b) => compareBoxes(a.box || null, b.box || null));
}
