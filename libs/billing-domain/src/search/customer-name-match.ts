import { normaliseForSearch } from './search-text';

/** Fewer letters than this would match a good part of any customer list. */
export const MIN_CUSTOMER_NAME_LETTERS = 3;

const ARTICLE = 'ال';
const LETTER = /\p{L}/gu;
/** Compound names are written joined or apart: عبدالله / عبد الله, أبو علي / أبوعلي. */
const MOST_WORDS_IN_ONE_COMPOUND = 3;
/** Longer than any real name: refused rather than searched. */
const MOST_TYPED_WORDS = 12;

/**
 * The customer portal's name check (docs/public-endpoints.md: the name may be approximate, but the number
 * alone never reveals a bill). Spelling variants are folded and the spacing of compound names
 * ignored. Every typed word must begin a word of the customer's name (a word's leading article
 * 'ال' may be skipped: 'خوري' finds 'الخوري'), and at least one typed word must be a whole word of
 * the name, the article alone not counted: a number and three letters ('محم', 'الخ') open no bill.
 */
export function matchesCustomerName(typed: string, customerName: string): boolean {
  const query = normaliseForSearch(typed);
  if ((query.match(LETTER) ?? []).length < MIN_CUSTOMER_NAME_LETTERS) return false;
  const terms = query.split(' ').filter(Boolean);
  if (terms.length > MOST_TYPED_WORDS) return false;
  const wholeWords = compoundsOf(normaliseForSearch(customerName).split(' ').filter(Boolean));
  return matchFrom(terms, 0, wholeWords, false, new Map());
}

/** Every run of up to three consecutive words joined without spaces, with and without its article. */
function compoundsOf(words: readonly string[]): Set<string> {
  const compounds = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + MOST_WORDS_IN_ONE_COMPOUND); end += 1) {
      const joined = words.slice(start, end).join('');
      compounds.add(joined);
      if (joined.startsWith(ARTICLE) && joined.length > ARTICLE.length)
        compounds.add(joined.slice(ARTICLE.length));
    }
  }
  compounds.delete(ARTICLE);
  return compounds;
}

/**
 * Whether terms[from..] can be grouped into runs of consecutive terms (joined without spaces,
 * as a compound name may be typed apart) that each begin a word of the name, with at least one
 * run being a whole word (counting `wholeSoFar`).
 */
function matchFrom(
  terms: readonly string[],
  from: number,
  wholeWords: ReadonlySet<string>,
  wholeSoFar: boolean,
  seen: Map<string, boolean>,
): boolean {
  if (from === terms.length) return wholeSoFar;
  const key = `${from}:${wholeSoFar}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  let matched = false;
  for (
    let end = from + 1;
    end <= Math.min(terms.length, from + MOST_WORDS_IN_ONE_COMPOUND) && !matched;
    end += 1
  ) {
    const run = terms.slice(from, end).join('');
    const whole = wholeWords.has(run);
    const begins = whole || [...wholeWords].some((word) => word.startsWith(run));
    matched = begins && matchFrom(terms, end, wholeWords, wholeSoFar || whole, seen);
  }
  seen.set(key, matched);
  return matched;
}
