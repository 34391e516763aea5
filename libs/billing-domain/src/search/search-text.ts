import { toAsciiDigits } from '../text/ascii-digits';

// Arabic spelling varies in ways a searcher does not control: hamza seats, final ta marbuta and
// alef maqsura are written either way, so both sides are folded to one form.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ة: 'ه',
  ى: 'ي',
  // Persian yeh and keheh, which some keyboards type for the Arabic letters.
  ی: 'ي',
  ک: 'ك',
};
const FOLDED_LETTERS = /[أإآٱؤئةىیک]/g;
// Combining marks: Latin accents after NFKD, Arabic tashkeel (U+064B–U+065F) and the dagger alef (U+0670).
const MARKS = /[\p{M}\u064b-\u065f\u0670]/gu;
// Tatweel stretches a word without changing it; format characters (RTL marks, ZWNJ) come with pasted text.
const INVISIBLES = /[\u0640\p{Cf}]/gu;
const WORD_HASH = /(^|\s)#+/g;

// Text made only of ASCII without capitals and of the Arabic letters and digits that have one
// spelling (most names, boxes and addresses) changes only in its digits and spacing: the Unicode
// passes are skipped for it, as they cost most of an import of 10,000 rows (npm run bench). A test
// holds both paths to the same answers.
const FOLDED_ALREADY =
  /^[\t\n\r\x20-\x40\x5b-\x7e\u0621\u0627\u0628\u062a-\u063a\u0641-\u0648\u064a\u0660-\u0669\u06f0-\u06f9]*$/;

// And such text in words of those letters (no '#', no Arabic-Indic digits) with single spaces
// between them is already in its final form.
const FINAL_ALREADY =
  /^(?:[\x21\x22\x24-\x40\x5b-\x7e\u0621\u0627\u0628\u062a-\u063a\u0641-\u0648\u064a]+(?: [\x21\x22\x24-\x40\x5b-\x7e\u0621\u0627\u0628\u062a-\u063a\u0641-\u0648\u064a]+)*)?$/;

/**
 * Folds text to the form search compares: lower case, no accents or tashkeel, one spelling of the
 * letters Arabic writes several ways, ASCII digits, single spaces, and no leading '#' on a word so
 * that '#1000' finds customer 1000 (search is case-insensitive,
 * docs/business-rules.md#the-order-of-customers-and-boxes).
 */
export function normaliseForSearch(text: string): string {
  const value = String(text);
  if (FINAL_ALREADY.test(value)) return value;
  // Once in lower case with one spelling of each letter (أحمد, فاطمة, Rami), most text needs no
  // Unicode pass either.
  const folded = foldLetters(value);
  return FOLDED_ALREADY.test(folded) ? tidy(folded) : foldMarks(folded);
}

/** normaliseForSearch without its shortcuts: every pass, for any text. */
export function normaliseForSearchFully(text: string): string {
  return foldMarks(foldLetters(String(text)));
}

function foldLetters(text: string): string {
  return text.toLowerCase().replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** Accents, tashkeel and invisible characters out, then tidied (text whose letters are folded). */
function foldMarks(text: string): string {
  return tidy(text.normalize('NFKD').replace(MARKS, '').replace(INVISIBLES, '')).normalize('NFC');
}

/** ASCII digits, single spaces, no leading '#' on a word. */
function tidy(text: string): string {
  return toAsciiDigits(text).replace(/\s+/g, ' ').trim().replace(WORD_HASH, '$1');
}

export type SearchField = string | number | null | undefined;

/** The terms of a query, normalised like the searched text; every one of them must match. */
export function searchTermsOf(query: string): string[] {
  return normaliseForSearch(query).split(' ').filter(Boolean);
}

/**
 * Prepares a query once for testing many records: each whitespace-separated term must appear
 * somewhere in the record's fields; an empty query matches everything.
 */
export function compileSearch(query: string): (fields: ReadonlyArray<SearchField>) => boolean {
  const terms = searchTermsOf(query);
  if (terms.length === 0) return () => true;
  return (fields) => {
    const haystack = fields
      .filter((field): field is string | number => field !== null && field !== undefined)
      .map((field) => normaliseForSearch(String(field)))
      .join(' ');
    return terms.every((term) => haystack.includes(term));
  };
}

/** Record search (name, customer number, box, address) and the customer portal's name match. */
export function matchesSearch(query: string, fields: ReadonlyArray<SearchField>): boolean {
  return compileSearch(query)(fields);
}
