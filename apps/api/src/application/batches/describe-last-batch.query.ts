import { Query } from '@nestjs/cqrs';
import type { BillingSystemId } from '@kahraba/billing-domain';
import type { BatchDescription } from '@kahraba/persistence';

/**
 * Which batch an undo of `system` would take back now: kind, who, when, rows
 * (docs/business-rules.md#undoing-the-last-change).
 */
export class DescribeLastBatchQuery extends Query<BatchDescription> {
  constructor(readonly system: BillingSystemId) {
    super();
  }
}
