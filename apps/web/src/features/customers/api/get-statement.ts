import { api, dataOf } from '../../../lib/api-client';
import type { AmpereInvoice } from '../../../types/ampere';
import type { components } from '../../../types/api-schema';
import { isFlatSystem } from './customers-api';

type KwhInvoice = components['schemas']['KwhInvoiceResponse'];

/**
 * A customer's statement of account (docs/business-rules.md#the-statement-of-account), of any system, read
 * now from the invoice the invoice page shows (the WhatsApp button of a row or card sends the invoice's own
 * message).
 */
export async function fetchStatement(
  system: string,
  id: string,
): Promise<(AmpereInvoice | KwhInvoice)['statement']> {
  const invoice = isFlatSystem(system)
    ? await dataOf(api.GET('/api/ampere-records/{id}/invoice', { params: { path: { id } } }))
    : await dataOf(api.GET('/api/{system}-customers/{id}/invoice', { params: { path: { system, id } } }));
  return invoice.statement;
}
