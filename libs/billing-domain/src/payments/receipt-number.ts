import { calendarYearIn } from '../calendar/calendar-day';
import { InvalidInputError } from '../errors/invalid-input.error';

/** Receipts are numbered from 1 each year; at least six digits, never cut when the year runs past them. */
export function formatReceiptNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new InvalidInputError(`سنة الإيصال غير صالحة: ${year}`, 'INVALID_RECEIPT_YEAR');
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new InvalidInputError(`رقم الإيصال غير صالح: ${sequence}`, 'INVALID_RECEIPT_SEQUENCE');
  }
  return `R-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year a receipt is numbered in: the year in the business's time zone when the payment was received. */
export function receiptYear(receivedAt: Date, timeZone: string): number {
  return calendarYearIn(receivedAt, timeZone);
}
