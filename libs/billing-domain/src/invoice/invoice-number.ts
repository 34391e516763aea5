import { InvalidInputError } from '../errors/invalid-input.error';
import { CustomerNumber } from '../customer/customer-number';

/** spec 000 §9: single and portal invoices are numbered INV-{customer number without #}-{year}. */
export function invoiceNumberFor(customerNumber: number | CustomerNumber, year: number): string {
  const number =
    customerNumber instanceof CustomerNumber ? customerNumber : CustomerNumber.of(customerNumber);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new InvalidInputError(`السنة غير صالحة: ${year}`, 'INVALID_YEAR');
  }
  return `INV-${number.value}-${year}`;
}
