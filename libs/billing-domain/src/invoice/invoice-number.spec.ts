import { CustomerNumber } from '../customer/customer-number';
import { InvalidInputError } from '../errors/invalid-input.error';
import { invoiceNumberFor, shortInvoiceNumberFor } from './invoice-number';

describe('invoiceNumberFor', () => {
  it('numbers the invoice INV-{customer number}-{year}', () => {
    expect(invoiceNumberFor(1000, 2026)).toBe('INV-1000-2026');
  });

  it('drops the # of a customer number', () => {
    expect(invoiceNumberFor(CustomerNumber.parse('#1234'), 2027)).toBe('INV-1234-2027');
  });

  it('refuses a customer number that is not a positive whole number', () => {
    expect(() => invoiceNumberFor(0, 2026)).toThrow(InvalidInputError);
    expect(() => invoiceNumberFor(10.5, 2026)).toThrow(InvalidInputError);
  });

  it('refuses a year that is not four digits', () => {
    expect(() => invoiceNumberFor(1000, 26)).toThrow(expect.objectContaining({ code: 'INVALID_YEAR' }));
  });
});

describe('shortInvoiceNumberFor', () => {
  it('numbers a box or print-sheet invoice INV-{customer number}, without the year', () => {
    expect(shortInvoiceNumberFor(1000)).toBe('INV-1000');
    expect(shortInvoiceNumberFor(CustomerNumber.parse('#1234'))).toBe('INV-1234');
  });

  it('refuses a customer number that is not a positive whole number', () => {
    expect(() => shortInvoiceNumberFor(-3)).toThrow(InvalidInputError);
  });
});
