import { readNumberEntry } from '../../../lib/number-entry';
import { bulkPrintMessages as t } from '../messages';

/** A customer as the selection screen filters it: every system's list maps to this. */
export interface PrintCandidate {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  /** What the customer owes in dollars (previous balance + this month − paid), as the server sent it. */
  amount: number;
  isPaid: boolean;
}

export interface PrintFilters {
  /** Chosen boxes; none chosen is every box. */
  boxes: ReadonlySet<string>;
  includePaid: boolean;
  includeUnpaid: boolean;
  minAmountText: string;
  maxAmountText: string;
}

export type AmountRange =
  | { ok: true; min: number | null; max: number | null }
  | { ok: false; minError?: string; maxError?: string; rangeError?: string };

/** The amount range as typed: an empty field is no bound (docs/printing.md: a ceiling of
 * $1,000 left out exactly the biggest bills); text that is no number is refused with the field's name,
 * never read as 0. */
export function readAmountRange(minText: string, maxText: string): AmountRange {
  const min = readNumberEntry(minText, t.minAmount, { optional: true });
  const max = readNumberEntry(maxText, t.maxAmount, { optional: true });
  if (!min.ok || !max.ok) {
    return {
      ok: false,
      minError: min.ok ? undefined : min.message,
      maxError: max.ok ? undefined : max.message,
    };
  }
  const range = { min: min.value ?? null, max: max.value ?? null };
  if (range.min !== null && range.max !== null && range.min > range.max)
    return { ok: false, rangeError: t.rangeInverted };
  return { ok: true, ...range };
}

/** The customers the filters let through, in the list's order, by what each owes; none while the
 * range is refused. */
export function filterCandidates(
  candidates: readonly PrintCandidate[],
  filters: PrintFilters,
): PrintCandidate[] {
  const range = readAmountRange(filters.minAmountText, filters.maxAmountText);
  if (!range.ok) return [];
  return candidates.filter(
    (candidate) =>
      (filters.boxes.size === 0 || filters.boxes.has((candidate.box ?? '').trim())) &&
      (candidate.isPaid ? filters.includePaid : filters.includeUnpaid) &&
      (range.min === null || candidate.amount >= range.min) &&
      (range.max === null || candidate.amount <= range.max),
  );
}
