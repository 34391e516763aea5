import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** spec 000 §3.6 and the statement of account the card shows (never an internal id); every amount
 * comes from the server. */
export type PortalInvoice = components['schemas']['PortalInvoiceResponse'];

/** spec 000 §4: from the balance, as the server decided it. */
export type PortalPaymentStatus = PortalInvoice['statement']['paymentStatus'];

/** issue 11: one payment of the last 12 months as the portal shows it. */
export type PortalPayment = components['schemas']['PortalPaymentResponse'];

export interface PortalSearchCriteria {
  /** As typed: '#1000', '1000', 'INV-1000-2026', in any digits; the server reads it. */
  customerNumber: string;
  /** May be approximate. */
  name: string;
}

export const CUSTOMER_PORTAL_SEARCH_URL = '/api/customer-portal/search';

export function customerPortalSearchUrl({ customerNumber, name }: PortalSearchCriteria): string {
  return `${CUSTOMER_PORTAL_SEARCH_URL}?${new URLSearchParams({ id: customerNumber, name })}`;
}

/** spec 000 §7.6. A public page: a 401 here is an error to show, never the sign-in redirect. */
export async function searchCustomerInvoices(
  criteria: PortalSearchCriteria,
  signal?: AbortSignal,
): Promise<PortalInvoice[]> {
  const found = await apiGet<unknown>(customerPortalSearchUrl(criteria), { signal, on401: 'throw' });
  return Array.isArray(found) ? (found as PortalInvoice[]) : [];
}

export const customerInvoicesQueryOptions = (criteria: PortalSearchCriteria) =>
  queryOptions({
    queryKey: [CUSTOMER_PORTAL_SEARCH_URL, criteria.customerNumber, criteria.name] as const,
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
