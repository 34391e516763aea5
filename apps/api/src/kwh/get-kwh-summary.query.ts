import { Query } from '@nestjs/cqrs';
import type { KwhSummaryResponse } from './kwh-summary.response';
import type { BillingSystemRef } from '../systems/system-catalog';

/** The four figures of a metered group's summary cards (spec 001 §2.3), over its live customers. */
export class GetKwhSummaryQuery extends Query<KwhSummaryResponse> {
  constructor(readonly system: BillingSystemRef) {
    super();
  }
}
