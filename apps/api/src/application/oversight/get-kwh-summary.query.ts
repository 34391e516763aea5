import { Query } from '@nestjs/cqrs';
import type { KwhSummary } from './kwh-summary';

/**
 * The four figures of a metered group's summary cards
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives), over its live customers.
 */
export class GetKwhSummaryQuery extends Query<KwhSummary> {
  constructor(readonly system: string) {
    super();
  }
}
