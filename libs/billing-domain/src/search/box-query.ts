import { normaliseForSearch, searchTermsOf } from './search-text';

/** The words a searcher puts before a box number, folded like every search ('علبة' → 'علبه'). */
const BOX_WORDS = ['العلبه', 'علبه', 'box'];
const BOX_WORD_THEN_BOX = new RegExp(`^(?:${BOX_WORDS.join('|')})(.+)$`);

/** A query that names a box: '7' (a box or a customer number), or 'علبة 7', 'العلبة 7', 'box 7' (a box). */
export interface BoxQuery {
  /** The box as search compares it (folded, ASCII digits). */
  box: string;
  /** Said with the box word: only that box's customers are meant. */
  named: boolean;
}

/**
 * The collector types the box painted on the wall (docs/business-rules.md#the-order-of-customers-and-boxes).
 * A bare number may be a box (or a customer number); the box word ('علبة 7', 'العلبة ٧', 'علبه7', 'box 7')
 * means the box alone. Null when the query is not about a box (a name, two numbers).
 */
export function boxQueryOf(query: string): BoxQuery | null {
  const terms = searchTermsOf(query);
  if (terms.length === 2 && BOX_WORDS.includes(terms[0])) return { box: terms[1], named: true };
  if (terms.length !== 1) return null;
  const joined = BOX_WORD_THEN_BOX.exec(terms[0]);
  if (joined) return { box: joined[1], named: true };
  return /^\d+$/.test(terms[0]) ? { box: terms[0], named: false } : null;
}

/** Whether a customer's box is the one the query names ('07' is not box '7': boxes are labels). */
export function isQueriedBox(box: string | null | undefined, query: BoxQuery): boolean {
  return box !== null && box !== undefined && normaliseForSearch(box) === query.box;
}

/** What a search shows of a customer to put a box query's answer first. */
export interface BoxQueried {
  customerNumber: number;
  box: string | null | undefined;
}

/**
 * The order a box query's answer comes in, for the collection screen and every customer
 * table. The box word ('علبة 7') keeps that box's customers only; a bare number ('7') puts the customer
 * of that number first, then the box's customers, then the other matches. Each rank keeps the order it
 * was given (the round's, or the table's sort).
 */
export function inBoxQueryOrder<T>(matches: readonly T[], query: BoxQuery, of: (item: T) => BoxQueried): T[] {
  const inBox = (item: T) => isQueriedBox(of(item).box, query);
  if (query.named) return matches.filter(inBox);
  const number = Number(query.box);
  const rank = (item: T) => (of(item).customerNumber === number ? 0 : inBox(item) ? 1 : 2);
  return [...matches].sort((a, b) => rank(a) - rank(b));
}
