import { boxQueryOf, customerSearchText, inBoxQueryOrder, searchTermsOf } from '@kahraba/billing-domain';
import type { components } from '../../../types/api-schema';

export type CollectCustomer = components['schemas']['CollectCustomerResponse'];

export interface SearchableCustomer {
  customer: CollectCustomer;
  /** The number, name, box and phone in search's one folded form (the domain's customerSearchText). */
  text: string;
}

/** Folds every customer once, so each keystroke only compares. */
export function indexRoster(customers: readonly CollectCustomer[]): SearchableCustomer[] {
  return customers.map((customer) => ({
    customer,
    text: customerSearchText({
      customerNumber: customer.customerNumber,
      name: customer.name,
      box: customer.box,
      address: null,
      phone: customer.phone,
    }),
  }));
}

export interface RosterMatches {
  customers: CollectCustomer[];
  /** How many matched in all (the list shows the first `limit`). */
  total: number;
}

/**
 * The search rule of every list (docs/screens.md#working-offline): each term, folded like the stored text
 * (hamza seats, ta marbuta, Arabic-Indic digits, '#'), must appear in the customer's number, name or box. The
 * customer whose number is the query comes first, then the customers of the box it names
 * ('7' puts box 7 before every number and name holding a 7; 'علبة 7' or 'العلبة 7' is box 7 alone). An
 * empty query matches nobody: the collector types.
 */
export function searchRoster(
  index: readonly SearchableCustomer[],
  query: string,
  limit: number,
): RosterMatches {
  const terms = searchTermsOf(query);
  if (terms.length === 0) return { customers: [], total: 0 };
  const box = boxQueryOf(query);
  const byTerms = () => index.filter(({ text }) => terms.every((term) => text.includes(term)));
  // A stable order: within a rank the roster's own order (the round's order) stays.
  const ranked = box
    ? inBoxQueryOrder(box.named ? index : byTerms(), box, ({ customer }) => customer)
    : byTerms();
  return {
    customers: ranked.slice(0, limit).map(({ customer }) => customer),
    total: ranked.length,
  };
}
