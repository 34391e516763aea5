import { apiGet } from '../../../lib/api-client';
import type { AmpereInvoice } from '../../../types/ampere';
import type { KwhInvoice } from './get-kwh-invoice';
import { customersApi } from './customers-api';

/**
 * issue 22: a customer's statement of account, of any system, read now from the invoice the invoice
 * page shows (the WhatsApp button of a row or card sends the invoice's own message).
 */
export function fetchStatement(
  system: string,
  id: string,
): Promise<(AmpereInvoice | KwhInvoice)['statement']> {
  return apiGet<AmpereInvoice | KwhInvoice>(
    customersApi(system).url(`/${encodeURIComponent(id)}/invoice`),
  ).then((invoice) => invoice.statement);
}
