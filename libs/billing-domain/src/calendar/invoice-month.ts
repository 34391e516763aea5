import { dayOfMonth } from './calendar-day';
import { Month } from './month';

/** From this day of the month the invoice is for the next month. */
export const INVOICE_MONTH_ROLLOVER_DAY = 25;

/**
 * The month an invoice printed on `today` is for (docs/printing.md#the-month-on-paper): bills go out in the
 * last days of a month for the month about to start, so from the 25th it is next month (25 December → January
 * of next year). When the record's billing month is later than that (its month was closed early), the invoice
 * is for its billing month. Single, box-sheet and portal invoices all read it here; the caller passes the
 * clock's today: the day (YYYY-MM-DD) in the business's time zone.
 */
export function invoiceMonthFor(today: string, billingMonth?: Month | null): Month {
  const month = Month.ofDay(today);
  const byDate = dayOfMonth(today) >= INVOICE_MONTH_ROLLOVER_DAY ? month.next() : month;
  return billingMonth?.isAfter(byDate) ? billingMonth : byDate;
}
