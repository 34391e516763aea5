import { matchesCustomerName } from '../search/customer-name-match';
import { normaliseForSearch } from '../search/search-text';

/**
 * Which customers the portal shows (docs/public-endpoints.md) among the live customers of every billing
 * system that carry the number the visitor typed (numbers printed before they were unique across the business
 * repeat from one system to another):
 *
 * 1. Those whose name the typed name matches (matchesCustomerName: spelling folded, any order, every
 *    typed word begins a word of THAT customer's name, at least one typed word is a whole word).
 * 2. If they all carry the same name (one person in two systems), all of them.
 * 3. Otherwise the typed name is shared: only a customer whose name the visitor typed in full (every
 *    word of the name typed, as step 1 reads it both ways) is shown, if that is one name.
 * 4. Otherwise nothing: a word shared with a customer of another system never shows that customer.
 *
 * Mahmoud #1030 'حسين مارون الحسيني' and ampere #1030 'حسين حسين دياب': '#1030' + 'حسين' shows
 * neither, '#1030' + 'حسين مارون' shows Mahmoud's bill only.
 */
export function customersNamedBy<T extends { readonly name: string }>(
  typed: string,
  sameNumber: readonly T[],
): T[] {
  const matched = sameNumber.filter((customer) => matchesCustomerName(typed, customer.name));
  if (isOneName(matched)) return matched;
  const typedInFull = matched.filter((customer) => matchesCustomerName(customer.name, typed));
  return typedInFull.length > 0 && isOneName(typedInFull) ? typedInFull : [];
}

/** The same name once folded, however its compound parts are spaced (عبد الله = عبدالله). */
function isOneName(customers: readonly { readonly name: string }[]): boolean {
  return new Set(customers.map((customer) => normaliseForSearch(customer.name).replace(/ /g, ''))).size <= 1;
}
