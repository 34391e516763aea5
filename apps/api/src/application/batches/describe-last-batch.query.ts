import { Query } from '@nestjs/cqrs';
import type { BatchDescription } from '@kahraba/persistence';
import type { BillingSystemRef } from '../systems/system-catalog';

/**
 * Which batch an undo of `system` would take back now: kind, who, when, rows
 * (docs/business-rules.md#undoing-the-last-change).
 */
export class DescribeLastBatchQuery extends Query<BatchDescription> {
  constructor(readonly system: BillingSystemRef) {
    super();
  }
}
