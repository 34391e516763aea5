import { Query } from '@nestjs/cqrs';
import type { AmpereInvoice } from './ampere-invoice';

/** The single invoice of one live customer (404 when there is none). */
export class GetAmpereInvoiceQuery extends Query<AmpereInvoice> {
  constructor(readonly id: string) {
    super();
  }
}
