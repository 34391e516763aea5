import { normaliseForSearch } from '../search/search-text';

/**
 * The identity an import row is matched on against the live records of its system: the same
 * customer (name and box) is updated rather than created twice. Names are folded like search so
 * that 'أحمد' and 'احمد' or a stray double space do not make a second customer.
 */
export function normaliseRecordKey(name: string, box: string | null | undefined): string {
  return `${normaliseForSearch(name)}|${normaliseForSearch(box ?? '')}`;
}
