import { Query } from '@nestjs/cqrs';
import type { SkippedLine } from '@kahraba/billing-domain';
import type { BillingSystemRef } from '../systems/system-catalog';

export interface CustomerImportPreview<Row> {
  /** Each line as the import will leave the customer, in its tariff's columns and amounts. */
  rows: Row[];
  skipped: SkippedLine[];
  /** Customers the import will create and update (one line per customer: a repeat is refused). */
  creates: number;
  updates: number;
}

/**
 * POST /api/ampere-records/import-preview and /api/{system}-customers/import-preview: what an Excel
 * paste would do, line by line (docs/customer-imports.md); writes nothing.
 */
export class PreviewCustomerImportQuery<Row> extends Query<CustomerImportPreview<Row>> {
  constructor(
    readonly system: BillingSystemRef,
    readonly text: string,
  ) {
    super();
  }
}
