import { toAsciiDigits } from '../../../lib/decimal';
import type { AmpereRecord } from '../../../types/ampere';

/** Arabic-aware matching (spec 000 §5: case-insensitive over name, number, box and address): no
 * diacritics or tatweel, alef forms as one, taa marbuta as haa, alef maqsura as yaa. */
export function normaliseForSearch(text: string): string {
  return toAsciiDigits(text)
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface RecordFilters {
  search: string;
  /** Chosen boxes ('' = no box); empty means every box. */
  boxes: ReadonlySet<string>;
  /** Chosen ampere values; empty means every value. */
  amperes: ReadonlySet<number>;
}

function haystackOf(record: AmpereRecord): string {
  return normaliseForSearch(
    [record.name, `#${record.customerNumber}`, record.box ?? '', record.address ?? ''].join(' '),
  );
}

/** The records the filters let through, in their order. Every word of the search must match. */
export function filterRecords(records: readonly AmpereRecord[], filters: RecordFilters): AmpereRecord[] {
  const words = normaliseForSearch(filters.search).split(' ').filter(Boolean);
  return records.filter(
    (record) =>
      (filters.boxes.size === 0 || filters.boxes.has(record.box ?? '')) &&
      (filters.amperes.size === 0 || filters.amperes.has(record.ampere)) &&
      (words.length === 0 || words.every((word) => haystackOf(record).includes(word))),
  );
}

const numericFirst = (a: string, b: string) => {
  const [x, y] = [Number(a), Number(b)];
  const [xn, yn] = [a !== '' && Number.isFinite(x), b !== '' && Number.isFinite(y)];
  if (xn && yn) return x - y;
  if (xn !== yn) return xn ? -1 : 1;
  if (a === '' || b === '') return a === '' ? 1 : -1;
  return a.localeCompare(b, 'ar', { numeric: true });
};

/** The filter choices: distinct boxes (numbers in order, then the rest, no box last) and amperes. */
export function filterOptions(records: readonly AmpereRecord[]): { boxes: string[]; amperes: number[] } {
  const boxes = new Set<string>();
  const amperes = new Set<number>();
  for (const record of records) {
    boxes.add(record.box ?? '');
    amperes.add(record.ampere);
  }
  return { boxes: [...boxes].sort(numericFirst), amperes: [...amperes].sort((a, b) => a - b) };
}
