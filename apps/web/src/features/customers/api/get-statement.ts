import { apiGet } from '../../../lib/api-client';
import type { AmpereInvoice } from '../../../types/ampere';
import type { components } from '../../../types/api-schema';
import { customersApi } from './customers-api';

type KwhInvoice = components['schemas']['KwhInvoiceResponse'];

/**
 * A customer's statement of account (docs/business-rules.md#the-statement-of-account), of any system, read
 * now from the invoice the invoice page shows (the WhatsApp button of a row or card sends the invoice's own
 * message).
 */
export function fetchStatement(
  system: string,
  id: string,
): Promise<(AmpereInvoice | KwhInvoice)['statement']> {
  return apiGet<AmpereInvoice | KwhInvoice>(
    customersApi(system).url(`/${encodeURIComponent(id)}/invoice`),
  ).then((invoice) => invoice.statement);
}
