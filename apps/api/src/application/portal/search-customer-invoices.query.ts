import { Query } from '@nestjs/cqrs';
import type { CustomerReference } from '@kahraba/billing-domain';
import type { PortalInvoice } from './portal-invoice';

/**
 * A customer looks up their own invoice by customer number (read from '#1000',
 * 'INV-1000-2026', '١٠٠٠'…) and an approximate name. Both must match: the number alone never
 * reveals a bill. Over every billing system (customersNamedBy; docs/public-endpoints.md). The year of
 * payments is shown only to a visitor who typed the printed invoice number (docs/customer-portal.md).
 */
export class SearchCustomerInvoicesQuery extends Query<PortalInvoice[]> {
  constructor(
    readonly reference: CustomerReference,
    readonly name: string,
  ) {
    super();
  }
}
