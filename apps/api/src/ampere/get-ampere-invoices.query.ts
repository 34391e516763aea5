import { Query } from '@nestjs/cqrs';
import type { AmpereInvoice } from './ampere-invoice';

export type InvoiceSelection = { ids: readonly string[] } | { boxes: readonly string[] };

/** Invoice documents for printing: chosen customers or whole boxes, in box order. */
export class GetAmpereInvoicesQuery extends Query<AmpereInvoice[]> {
  constructor(readonly selection: InvoiceSelection) {
    super();
  }
}
