import type { CustomerChangeData, CustomerChangeKind } from '@kahraba/persistence';

/**
 * What a live-update stream sends (docs/business-rules.md#live-updates): `connected` first, then one event
 * per customer change, or per batch of bulk work (`data.id` = batch, `data.name` = its kind, `data.count` =
 * rows).
 */
export type LiveUpdateEvent =
  { type: 'connected' } | { type: `${string}-customer-${CustomerChangeKind}`; data: CustomerChangeData };

export function customerChangeEvent(
  group: string,
  kind: CustomerChangeKind,
  data: CustomerChangeData,
): LiveUpdateEvent {
  return { type: `${group}-customer-${kind}`, data };
}
