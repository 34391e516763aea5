import { Month } from '../calendar/month';

/** The customer portal shows the payments of the last 12 billing months (docs/customer-portal.md). */
export const PORTAL_PAYMENT_MONTHS = 12;

/** The first billing month whose payments the portal shows: the live month and the 11 before it. */
export function firstPortalPaymentMonth(liveMonth: Month): Month {
  let month = liveMonth;
  for (let step = 1; step < PORTAL_PAYMENT_MONTHS; step += 1) month = month.previous();
  return month;
}
