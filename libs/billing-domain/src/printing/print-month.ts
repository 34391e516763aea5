import { Month } from '../calendar/month';
import { InvalidInputError } from '../errors/invalid-input.error';

/** The year input of the print pages accepts 2020 to 2100. */
export const PRINT_YEAR_MIN = 2020;
export const PRINT_YEAR_MAX = 2100;

/** The invoice month the operator picked on a print page; either part may be left to the invoice. */
export interface PrintMonthChoice {
  readonly month?: number | null;
  readonly year?: number | null;
}

/**
 * The month and year chosen on a print page are printed on the invoices; a part not
 * chosen stays the invoice's own (the month it is for). Out of range → refused in Arabic.
 */
export function printedMonth(invoiceMonth: Month, choice: PrintMonthChoice = {}): Month {
  const { month, year } = choice;
  if (month !== undefined && month !== null && !(Number.isInteger(month) && month >= 1 && month <= 12)) {
    throw new InvalidInputError('الشهر يجب أن يكون رقماً صحيحاً من 1 إلى 12', 'INVALID_PRINT_MONTH');
  }
  if (
    year !== undefined &&
    year !== null &&
    !(Number.isInteger(year) && year >= PRINT_YEAR_MIN && year <= PRINT_YEAR_MAX)
  ) {
    throw new InvalidInputError(
      `السنة يجب أن تكون رقماً صحيحاً من ${PRINT_YEAR_MIN} إلى ${PRINT_YEAR_MAX}`,
      'INVALID_PRINT_YEAR',
    );
  }
  if ((month ?? null) === null && (year ?? null) === null) return invoiceMonth;
  return Month.of(year ?? invoiceMonth.year, month ?? invoiceMonth.monthNumber);
}
