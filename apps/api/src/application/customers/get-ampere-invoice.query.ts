import { Query } from '@nestjs/cqrs';
import type { AmpereInvoice } from '../../http/customers/ampere-invoice.mapper';

/** The single invoice of one live customer (404 when there is none). */
export class GetAmpereInvoiceQuery extends Query<AmpereInvoice> {
  constructor(readonly id: string) {
    super();
  }
}
