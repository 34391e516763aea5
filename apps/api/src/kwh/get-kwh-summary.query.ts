import { Query } from '@nestjs/cqrs';
import type { KwhSummaryResponse } from './kwh-summary.response';

/**
 * The four figures of a metered group's summary cards
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives), over its live customers.
 */
export class GetKwhSummaryQuery extends Query<KwhSummaryResponse> {
  constructor(readonly system: string) {
    super();
  }
}
