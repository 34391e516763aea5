import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** The portal item (docs/customer-portal.md) and the statement of account the card shows (never an internal id); every amount
 * comes from the server. */
export type PortalInvoice = components['schemas']['PortalInvoiceResponse'];

/** From the balance, as the server decided it (docs/customer-portal.md). */
export type PortalPaymentStatus = PortalInvoice['statement']['paymentStatus'];

export interface PortalSearchCriteria {
  /** As typed: '#1000', '1000', 'INV-1000-2026', in any digits; the server reads it. */
  customerNumber: string;
  /** May be approximate. */
  name: string;
}

const CUSTOMER_PORTAL_SEARCH_URL = '/api/customer-portal/search';

const portalSearchKeys = {
  search: ({ customerNumber, name }: PortalSearchCriteria) =>
    [CUSTOMER_PORTAL_SEARCH_URL, customerNumber, name] as const,
};

/** The search's query as a form writes it (a space is '+'). */
const searchQueryOf = (query: { id: string; name: string }) => new URLSearchParams(query).toString();

export function customerPortalSearchUrl({ customerNumber, name }: PortalSearchCriteria): string {
  return `${CUSTOMER_PORTAL_SEARCH_URL}?${searchQueryOf({ id: customerNumber, name })}`;
}

/** A public page: a 401 here is an error to show, never the sign-in redirect
 * (docs/screens.md#talking-to-the-server). A search answer that is not an array is an empty list. */
async function searchCustomerInvoices(
  { customerNumber, name }: PortalSearchCriteria,
  signal?: AbortSignal,
): Promise<PortalInvoice[]> {
  const found = await dataOf(
    publicApi.GET(CUSTOMER_PORTAL_SEARCH_URL, {
      params: { query: { id: customerNumber, name } },
      querySerializer: searchQueryOf,
      signal,
    }),
  );
  return Array.isArray(found) ? found : [];
}

const customerInvoicesQueryOptions = (criteria: PortalSearchCriteria) =>
  queryOptions({
    queryKey: portalSearchKeys.search(criteria),
    queryFn: ({ signal }) => searchCustomerInvoices(criteria, signal),
    // A customer who just paid and searches again must see it: nothing is kept between searches.
    staleTime: 0,
    gcTime: 0,
  });

/** Searches once `criteria` is given (the visitor pressed search); idle before that. */
export function useCustomerInvoices(criteria: PortalSearchCriteria | null) {
  return useQuery({
    ...customerInvoicesQueryOptions(criteria ?? { customerNumber: '', name: '' }),
    enabled: criteria !== null,
  });
}
