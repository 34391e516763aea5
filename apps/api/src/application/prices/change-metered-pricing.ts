import {
  kwhRebill,
  lockKwhPricing,
  lockLiveMonths,
  readStoredKwhPricing,
  recomputeMeteredCustomers,
  type GroupPrevious,
  type SqlExecutor,
  type StoredKwhPricing,
  type SystemTables,
} from '@kahraba/persistence';
import { BatchWritten } from '../events/batch-written.event';
import type { RecordedEvents } from '../events/unit-of-work';
import { rowsBySystem, totalOf } from './metered-systems';

/** A change of a setting every metered bill depends on: the exchange rate, the subscription pricing. */
export interface MeteredPricingChange {
  kind: 'update-exchange-rate' | 'update-subscription-pricing';
  /** What the change overwrites, kept by its group for the undo. */
  previous: (before: StoredKwhPricing) => GroupPrevious;
  /** Stores the new setting. */
  store: (tx: SqlExecutor) => Promise<void>;
}

/**
 * Changes a setting the metered bills depend on and bills every metered customer's live month again
 * at it, as one grouped undoable change (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing):
 * the systems' live months then the stored pricing locked, the setting stored, every system's
 * customers re-billed in a batch of their own, each batch recorded. Answers the pricing as it was
 * before and the rows re-billed per system.
 */
export async function changeMeteredPricing(
  tx: SqlExecutor,
  events: RecordedEvents,
  target: { systems: readonly SystemTables[]; today: string },
  change: MeteredPricingChange,
): Promise<{ before: StoredKwhPricing; bySystem: Map<string, number>; customersUpdated: number }> {
  await lockLiveMonths(tx, target.systems, target.today);
  await lockKwhPricing(tx);
  const before = await readStoredKwhPricing(tx);
  await change.store(tx);
  const batches = await recomputeMeteredCustomers(tx, target.systems, {
    kind: change.kind,
    previous: change.previous(before),
    recompute: kwhRebill(),
  });
  events.record(new BatchWritten(...batches));
  const bySystem = rowsBySystem(batches);
  return { before, bySystem, customersUpdated: totalOf(bySystem) };
}
