import type { Month } from '../calendar/month';
import type { CustomerReference } from '../customer/customer-reference';

/** How much of a customer's payment history a portal visitor sees (docs/customer-portal.md). */
export type PortalPaymentsShown = 'last' | 'year';

/**
 * Customer numbers are sequential and the name may be approximate, so a number and a first name are
 * easy to guess: such a visitor sees the bill and its last payment only. The year of payments is for
 * the visitor who also typed the whole printed invoice number (INV-1579-2026) of this bill, or of the
 * month before it (the paper at hand may be last month's, from across the new year).
 */
export function portalPaymentsShownTo(
  reference: CustomerReference,
  invoiceMonth: Month,
): PortalPaymentsShown {
  const year = reference.invoiceYear;
  return year !== null && (year === invoiceMonth.year || year === invoiceMonth.previous().year)
    ? 'year'
    : 'last';
}

/** The payments a visitor is shown, newest first as given: all of them, or the newest alone. */
export function paymentsShown<T>(payments: readonly T[], shown: PortalPaymentsShown): T[] {
  return shown === 'year' ? [...payments] : payments.slice(0, 1);
}
