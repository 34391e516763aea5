import { Month } from './month';

/** spec 000 §4, 001 §4: from this day of the month the invoice is for the next month. */
export const INVOICE_MONTH_ROLLOVER_DAY = 25;

/**
 * The month an invoice printed on `today` is for: bills go out in the last days of a month for the
 * month about to start, so from the 25th it is next month (25 December → January of next year).
 */
export function invoiceMonthFor(today: Date): Month {
  const month = Month.containing(today);
  return today.getDate() >= INVOICE_MONTH_ROLLOVER_DAY ? month.next() : month;
}
