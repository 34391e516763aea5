import type { BatchOutcome, WrittenBatch } from '@kahraba/persistence';
import { DomainEvent } from './domain-event';
import type { RecordedEvents } from './unit-of-work';

/**
 * Bulk work was written as undoable batches (runBatch, or one per system a grouped change touched).
 * The live-update streams hear one event per batch (docs/business-rules.md#live-updates): `created`
 * when the batch added customers (an import), so screens may say so, else `updated`. Not audited
 * itself: the handler's own event says what the work was.
 */
export class BatchWritten extends DomainEvent {
  constructor(...batches: readonly WrittenBatch[]) {
    super(
      null,
      batches.map(({ system, batchId, kind, created, updated }) => ({
        system,
        kind: created > 0 ? ('created' as const) : ('updated' as const),
        data: { id: batchId, name: kind, count: created + updated },
      })),
    );
  }
}

/** Records the batch runBatch wrote in the unit of work's events and answers what its work answered. */
export function recordBatch<T>(events: RecordedEvents, { result, batch }: BatchOutcome<T>): T {
  events.record(new BatchWritten(batch));
  return result;
}
