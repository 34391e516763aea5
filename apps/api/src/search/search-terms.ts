import { normaliseForSearch } from '@kahraba/billing-domain';

/** The same normalisation as the stored search text, split into terms that must all match. */
export function searchTerms(search: string): string[] {
  return normaliseForSearch(search).split(' ').filter(Boolean);
}
