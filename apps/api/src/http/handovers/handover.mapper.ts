import type { HandoverDay } from '../../application/handovers/handover-day';
import type { HandoverResponse } from './handover.response';

/** A collector's day over HTTP: dollars with at most two decimals, pounds whole. */
export function toHandoverResponse(day: HandoverDay): HandoverResponse {
  return {
    collectorId: day.collectorId,
    collectorName: day.collectorName,
    day: day.day,
    count: day.count,
    takenUsd: day.taken.usd.toNumber(),
    takenLbp: day.taken.lbp.pounds,
    countedUsd: day.counted ? day.counted.usd.toNumber() : null,
    countedLbp: day.counted ? day.counted.lbp.pounds : null,
    difference: day.difference && { usd: day.difference.usd.toNumber(), lbp: day.difference.lbp.pounds },
    recordedBy: day.recordedBy,
    recordedAt: day.recordedAt,
  };
}
