import { normaliseForSearch } from './search-text';

/** Fewer letters than this would match a good part of any customer list. */
export const MIN_CUSTOMER_NAME_LETTERS = 3;

const ARTICLE = 'ال';
const LETTER = /\p{L}/gu;

/**
 * The customer portal's name check (spec 000 §2.11: the name may be approximate, but the number
 * alone never reveals a bill). Every typed term must begin a word of the customer's name, spelling
 * variants folded; a word's leading article 'ال' may be skipped ('خوري' finds 'الخوري'). At least
 * three letters in all, so that 'ال' or 'م' does not open most Arabic names.
 */
export function matchesCustomerName(typed: string, customerName: string): boolean {
  const query = normaliseForSearch(typed);
  if ((query.match(LETTER) ?? []).length < MIN_CUSTOMER_NAME_LETTERS) return false;
  const words = normaliseForSearch(customerName).split(' ').filter(Boolean);
  return query.split(' ').every((term) => words.some((word) => beginsWord(word, term)));
}

function beginsWord(word: string, term: string): boolean {
  return (
    word.startsWith(term) ||
    (word.startsWith(ARTICLE) && word.length > ARTICLE.length && word.slice(ARTICLE.length).startsWith(term))
  );
}
