import type { KwhCustomerInput } from '@kahraba/billing-domain';
import type { KwhCustomerFieldsDto } from './kwh-customers.dto';

const ENTERED_FIELDS = [
  'name',
  'box',
  'address',
  'ampere',
  'ampereSubscriptionFee',
  'previousKwh',
  'currentKwh',
  'pricePerKwh',
  'insurance',
  'amountPaid',
  'invoiceDate',
  'dueDate',
  'phone',
  'zone',
] as const;

/**
 * The entered fields of a body, for the domain to read (a computed field sent by the client has been
 * refused by the body's class, 400 COMPUTED_FIELD, so nothing is written from it).
 */
export function kwhInputOf(body: KwhCustomerFieldsDto): KwhCustomerInput {
  const input: Record<string, unknown> = {};
  for (const field of ENTERED_FIELDS) if (body[field] !== undefined) input[field] = body[field];
  return input as KwhCustomerInput;
}
