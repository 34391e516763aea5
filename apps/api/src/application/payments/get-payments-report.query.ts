import { Query } from '@nestjs/cqrs';
import type { PaymentsReport } from '@kahraba/billing-domain';

/**
 * issue 11: the collection report: what was collected (payments not void) in a period, grouped by
 * day, collector, system, method or box, and each box's live month. The question as the URL or the
 * terminal gives it (every value still text: the domain reads it). With `collectorId`, only that user's
 * payments and no boxes (issue 20: a collector's own collections, not the business's).
 */
export class GetPaymentsReportQuery extends Query<PaymentsReport> {
  constructor(
    readonly question: Readonly<Record<string, unknown>>,
    readonly collectorId?: string,
  ) {
    super();
  }
}
