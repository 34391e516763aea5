import { handoverDifference, Lbp, Money, type HandoverAmounts } from '@kahraba/billing-domain';
import type { StoredHandoverDay } from '@kahraba/persistence';

/**
 * One collector's business day (docs/handover.md): what the ledger says they took in each currency, what
 * was counted (null until an administrator counts it), and the difference counted − taken.
 */
export interface HandoverDay {
  collectorId: string;
  collectorName: string;
  day: string;
  /** Payments not void they took that day. */
  count: number;
  taken: HandoverAmounts;
  counted: HandoverAmounts | null;
  difference: HandoverAmounts | null;
  recordedBy: string | null;
  recordedAt: string | null;
}

export function toHandoverDay(stored: StoredHandoverDay): HandoverDay {
  const taken = { usd: Money.parse(stored.usdReceived), lbp: Lbp.ofPounds(Number(stored.lbpReceived)) };
  const counted =
    stored.countedUsd === null || stored.countedLbp === null
      ? null
      : { usd: Money.parse(stored.countedUsd), lbp: Lbp.ofPounds(Number(stored.countedLbp)) };
  return {
    collectorId: stored.collectorId,
    collectorName: stored.collectorName,
    day: stored.day,
    count: stored.count,
    taken,
    counted,
    difference: counted && handoverDifference(taken, counted),
    recordedBy: stored.recordedBy,
    recordedAt: stored.recordedAt,
  };
}
