import { sortRecordsForDisplay } from '@kahraba/billing-domain';

export type AmpereSortOrder = 'box' | 'number';

/**
 * The order the operator sees: by customer number, or with the box toggle on
 * (docs/business-rules.md#display-order-and-boxes).
 */
export function inDisplayOrder<T extends { box: string | null; name: string; customerNumber: number }>(
  records: readonly T[],
  sort: AmpereSortOrder,
): T[] {
  if (sort === 'box') return sortRecordsForDisplay(records);
  return [...records].sort((a, b) => a.customerNumber - b.customerNumber);
}
