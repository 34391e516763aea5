import { InvalidInputError } from '../errors/invalid-input.error';
import { CustomerNumber } from '../customer/customer-number';

/**
 * Single and portal invoices are numbered INV-{customer number without #}-{year}
 * (docs/business-rules.md#constants-and-limits).
 */
export function invoiceNumberFor(customerNumber: number | CustomerNumber, year: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new InvalidInputError(`السنة غير صالحة: ${year}`, 'INVALID_YEAR');
  }
  return `${shortInvoiceNumberFor(customerNumber)}-${year}`;
}

/** Box and print-sheet invoices are numbered INV-{customer number without #}. */
export function shortInvoiceNumberFor(customerNumber: number | CustomerNumber): string {
  const number =
    customerNumber instanceof CustomerNumber ? customerNumber : CustomerNumber.of(customerNumber);
  return `INV-${number.value}`;
}
