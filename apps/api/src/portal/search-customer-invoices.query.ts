import { Query } from '@nestjs/cqrs';
import type { PortalInvoice } from './portal-invoice.mapper';

/**
 * spec 000 §2.11: a customer looks up their own invoice by customer number ('#1000', '1000', '١٠٠٠')
 * and an approximate name. Both must match: the number alone never reveals a bill.
 */
export class SearchCustomerInvoicesQuery extends Query<PortalInvoice[]> {
  constructor(
    readonly customerNumber: string,
    readonly name: string,
  ) {
    super();
  }
}
