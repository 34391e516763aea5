import { Query } from '@nestjs/cqrs';
import type { AmpereInvoice } from './ampere-invoice';

/** What the print screens ask for: chosen customers, or whole boxes. */
export interface InvoiceSelection {
  readonly ids?: readonly string[];
  readonly boxes?: readonly string[];
}

/**
 * Invoice documents for printing, in box order. Chosen customers win over boxes when both are
 * sent; nothing chosen gives no invoices.
 */
export class GetAmpereInvoicesQuery extends Query<AmpereInvoice[]> {
  constructor(readonly selection: InvoiceSelection) {
    super();
  }
}
