import { Query } from '@nestjs/cqrs';
import type { KwhSummary } from './kwh-summary';

/** The four figures of a metered group's summary cards (spec 001 §2.3), over its live customers. */
export class GetKwhSummaryQuery extends Query<KwhSummary> {
  constructor(readonly system: string) {
    super();
  }
}
