import { apiGet } from '../../../lib/api-client';
import type { AmpereInvoice } from '../../../types/ampere';

/**
 * issue 22: a customer's statement of account, read now from the invoice the invoice page shows
 * (the WhatsApp button of a row or card sends the invoice's own message).
 */
export function fetchRecordStatement(id: string): Promise<AmpereInvoice['statement']> {
  return apiGet<AmpereInvoice>(`/api/ampere-records/${encodeURIComponent(id)}/invoice`).then(
    (invoice) => invoice.statement,
  );
}
