import { toAsciiDigits } from '../text/ascii-digits';

// One collator of each per process: building a collator costs far more than a comparison, and
// sorting 20,000 records makes some 300,000 comparisons.
const ARABIC_COLLATOR = new Intl.Collator('ar', { numeric: true, sensitivity: 'base' });
const LATIN_COLLATOR = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const FIRST_LETTER = /\p{L}/u;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const WHOLE_NUMBER = /^\d+$/;

/** What the display order needs to know about a record. */
export interface DisplayOrderFields {
  readonly box: string | null | undefined;
  readonly name: string;
}

const enum BoxRank {
  Numeric = 0,
  Text = 1,
  Empty = 2,
}

interface BoxKey {
  readonly rank: BoxRank;
  readonly number: number;
  readonly text: string;
}

interface NameKey {
  readonly arabic: boolean;
  readonly text: string;
}

interface DisplayKey {
  readonly box: BoxKey;
  readonly name: NameKey;
}

function boxKey(box: string | null | undefined): BoxKey {
  const text = toAsciiDigits((box ?? '').trim());
  if (text === '') return { rank: BoxRank.Empty, number: 0, text };
  if (WHOLE_NUMBER.test(text)) return { rank: BoxRank.Numeric, number: Number(text), text };
  return { rank: BoxRank.Text, number: 0, text };
}

function nameKey(name: string): NameKey {
  const text = (name ?? '').trim();
  const firstLetter = FIRST_LETTER.exec(text)?.[0];
  return { arabic: firstLetter !== undefined && ARABIC_SCRIPT.test(firstLetter), text };
}

function compareBoxKeys(a: BoxKey, b: BoxKey): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank === BoxRank.Numeric) return a.number - b.number;
  if (a.rank === BoxRank.Text) return ARABIC_COLLATOR.compare(a.text, b.text);
  return 0;
}

function compareNameKeys(a: NameKey, b: NameKey): number {
  if (a.arabic !== b.arabic) return a.arabic ? -1 : 1;
  return (a.arabic ? ARABIC_COLLATOR : LATIN_COLLATOR).compare(a.text, b.text);
}

function compareDisplayKeys(a: DisplayKey, b: DisplayKey): number {
  return compareBoxKeys(a.box, b.box) || compareNameKeys(a.name, b.name);
}

function displayKey(record: DisplayOrderFields): DisplayKey {
  return { box: boxKey(record.box), name: nameKey(record.name) };
}

/**
 * Boxes in the print-boxes dialog, numerically when numeric ('9' before '10'),
 * otherwise alphabetically after the numeric ones; a missing box comes last
 * (docs/business-rules.md#the-order-of-customers-and-boxes).
 */
export function compareBoxes(a: string | null | undefined, b: string | null | undefined): number {
  return compareBoxKeys(boxKey(a), boxKey(b));
}

/**
 * Box number ascending (empty or non-numeric box last), then name with Arabic names
 * before Latin ones, numeric-aware and case-insensitive.
 */
export function compareRecordsForDisplay(a: DisplayOrderFields, b: DisplayOrderFields): number {
  return compareDisplayKeys(displayKey(a), displayKey(b));
}

/** A new array in display order; keys are computed once per record, not once per comparison. */
export function sortRecordsForDisplay<T extends DisplayOrderFields>(records: readonly T[]): T[] {
  return records
    .map((record) => ({ record, key: displayKey(record) }))
    .sort((a, b) => compareDisplayKeys(a.key, b.key))
    .map(({ record }) => record);
}
