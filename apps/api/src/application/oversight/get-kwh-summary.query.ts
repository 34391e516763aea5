import { Query } from '@nestjs/cqrs';
import type { KwhSummary } from './kwh-summary';
import type { BillingSystemRef } from '../systems/system-catalog';

/**
 * The four figures of a metered group's summary cards
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives), over its live customers.
 */
export class GetKwhSummaryQuery extends Query<KwhSummary> {
  constructor(readonly system: BillingSystemRef) {
    super();
  }
}
