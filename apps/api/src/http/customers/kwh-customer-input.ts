import { InvalidInputError, type KwhCustomerInput } from '@kahraba/billing-domain';
import type { KwhCustomerFieldsDto } from './kwh-customers.dto';

/** Fields a client may not send: the server computes them. */
const COMPUTED_FIELDS = [
  'totalAmount',
  'customerNumber',
  'totalAmountLbp',
  'baseAmountLbp',
  'tvaAmountLbp',
  'exchangeRateUsed',
  'subscriptionFee',
  'consumption',
  'energyAmount',
  'baseAmount',
  'vatAmount',
  'outstandingBalance',
  'isPaid',
  // Carried by a month close, never typed (docs/business-rules.md#paid-unpaid-and-arrears).
  'arrears',
] as const;

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
 * The entered fields of a body, for the domain to read; a computed field sent by the client is
 * refused (400 COMPUTED_FIELD), so nothing is written from it.
 */
export function kwhInputOf(body: KwhCustomerFieldsDto): KwhCustomerInput {
  const sent = COMPUTED_FIELDS.filter((field) => body[field] !== undefined);
  if (sent.length > 0) {
    throw new InvalidInputError('لا يمكن إدخال المبالغ المحسوبة', 'COMPUTED_FIELD');
  }
  const input: Record<string, unknown> = {};
  for (const field of ENTERED_FIELDS) if (body[field] !== undefined) input[field] = body[field];
  return input as KwhCustomerInput;
}
