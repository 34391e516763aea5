/** A change of one customer, or of one batch of bulk work (`id` = batch, `name` = its kind, `count` = rows). */
interface LiveUpdateData {
  id: string;
  name: string;
  count?: number;
}

type LiveUpdateKind = 'created' | 'updated' | 'deleted';

/**
 * What `GET /api/sse/{group}-updates` sends (docs/business-rules.md#live-updates): `connected` each time the
 * stream (re)opens, then `{group}-customer-created|updated|deleted` for every change.
 */
export type LiveUpdateEvent =
  { type: 'connected' } | { type: `${string}-customer-${LiveUpdateKind}`; data: LiveUpdateData };

export const liveUpdatesUrl = (group: string): string => `/api/sse/${encodeURIComponent(group)}-updates`;

const CHANGE_TYPE = /^[a-z][a-z0-9]*-customer-(created|updated|deleted)$/;

/** The event in a message's data, or null for anything else (ignored). */
export function parseLiveUpdateEvent(text: string): LiveUpdateEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (type === 'connected') return { type };
  if (typeof type !== 'string' || !CHANGE_TYPE.test(type)) return null;
  if (typeof data !== 'object' || data === null) return null;
  const { id, name, count } = data as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  if (count !== undefined && typeof count !== 'number') return null;
  return {
    type: type as `${string}-customer-${LiveUpdateKind}`,
    data: count === undefined ? { id, name } : { id, name, count },
  };
}
