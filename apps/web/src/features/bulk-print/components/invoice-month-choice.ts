import {
  ARABIC_MONTH_NAMES,
  invoiceMonthFor,
  Month,
  PRINT_YEAR_MAX,
  PRINT_YEAR_MIN,
} from '@kahraba/billing-domain';
import { businessToday } from '../../../lib/app-settings';
import { readNumberEntry } from '../../../lib/number-entry';
import { kwhBulkPrintMessages as t } from '../messages';

/** The month and year printed on the invoices (1–12, 2020–2100). */
export interface InvoiceMonthChoice {
  month: number;
  year: number;
}

/** What the page offers first: the month an invoice printed today is for (from the 25th, next month),
 * today in the business's calendar. */
export function defaultInvoiceMonth(today: Date): InvoiceMonthChoice {
  const month = invoiceMonthFor(businessToday(today));
  return { month: month.monthNumber, year: month.year };
}

/** The month dropdown's options, January first, in the Levantine names invoices use. */
export const invoiceMonthOptions = ARABIC_MONTH_NAMES.map((name, index) => ({ value: index + 1, name }));

/** The typed year: a whole number from 2020 to 2100 (Arabic digits read too), else why not;
 * the server checks the same bounds. */
export function readInvoiceYear(text: string): { ok: true; year: number } | { ok: false; message: string } {
  const entry = readNumberEntry(text, t.invoiceYear, { integer: true });
  if (!entry.ok) return entry;
  const year = entry.value ?? 0;
  if (year < PRINT_YEAR_MIN || year > PRINT_YEAR_MAX) {
    return { ok: false, message: t.yearOutOfRange(PRINT_YEAR_MIN, PRINT_YEAR_MAX) };
  }
  return { ok: true, year };
}

/** 'كانون الثاني 2027', as the invoices will print it. */
export function invoiceMonthLabel(choice: InvoiceMonthChoice): string {
  return Month.of(choice.year, choice.month).label();
}
