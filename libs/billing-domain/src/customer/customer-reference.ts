import { InvalidInputError } from '../errors/invalid-input.error';
import { toAsciiDigits } from '../text/ascii-digits';
import { CustomerNumber } from './customer-number';

// '1004', '#1004', 'INV-1004' (box sheets) and 'INV-1004-2026' (single and portal invoices,
// docs/business-rules.md#constants-and-limits); the dash may be typed as a space or an en/em dash on a phone
// keyboard.
const REFERENCE = /^(?:#\s*(\d+)|inv\s*[-\u2013\u2014\s]\s*(\d+)(?:\s*[-\u2013\u2014\s]\s*(\d{4}))?|(\d+))$/i;

/** What a customer typed to name their bill: the customer number, and the year when they typed the whole invoice number. */
export interface CustomerReference {
  readonly customerNumber: CustomerNumber;
  /** The year of 'INV-1004-2026' (the printed invoice number of single and portal invoices); null otherwise. */
  readonly invoiceYear: number | null;
}

/**
 * The customer number in what a customer copies from their invoice (the portal is searched by
 * customer number, docs/customer-portal.md): the number itself, with its '#', or the invoice number that
 * carries it, in any digits the keyboard gives.
 */
export function readCustomerReference(typed: string): CustomerNumber {
  return readTypedReference(typed).customerNumber;
}

/** readCustomerReference, keeping the invoice number's year when the whole printed number was typed. */
export function readTypedReference(typed: string): CustomerReference {
  const text = toAsciiDigits(String(typed)).trim();
  const match = REFERENCE.exec(text);
  const digits = match?.[1] ?? match?.[2] ?? match?.[4];
  if (!match || !digits)
    throw new InvalidInputError(`رقم العميل غير صالح: ${typed}`, 'INVALID_CUSTOMER_NUMBER');
  return {
    customerNumber: CustomerNumber.of(Number(digits)),
    invoiceYear: match[3] === undefined ? null : Number(match[3]),
  };
}
