import { Query } from '@nestjs/cqrs';
import type { PaymentsReport } from '@kahraba/billing-domain';

/**
 * The collection report (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent):
 * what was collected (payments not void) in a period, grouped by day, collector, system, method or box, and
 * each box's live month. The question as the URL or the terminal gives it (every value still text: the domain
 * reads it). With `collectorId`, only that user's payments and no boxes (a collector's own collections, not
 * the business's; docs/operator-guide.md#roles).
 */
export class GetPaymentsReportQuery extends Query<PaymentsReport> {
  constructor(
    readonly question: Readonly<Record<string, unknown>>,
    readonly collectorId?: string,
  ) {
    super();
  }
}
