import type { SqlExecutor } from '../sql/sql-database';

/**
 * The PostgreSQL channel every API instance listens on (live updates for every system,
 * docs/business-rules.md#live-updates).
 */
export const LIVE_UPDATES_CHANNEL = 'kahraba_live_updates';

export type CustomerChangeKind = 'created' | 'updated' | 'deleted';

/** One customer, or one batch of bulk work (`id` = batch id, `name` = batch kind, `count` = rows). */
export interface CustomerChangeData {
  id: string;
  name: string;
  count?: number;
}

/** What goes over the channel: the system whose customers changed, and what changed. */
export interface CustomerChangeNotification {
  system: string;
  kind: CustomerChangeKind;
  data: CustomerChangeData;
}

/** A name longer than this is cut: the screen only needs to say who changed; the list is refetched. */
export const NOTIFIED_NAME_LENGTH = 200;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; we stay far below it. */
export const NOTIFICATION_PAYLOAD_LIMIT = 2000;

/**
 * Tells every API instance that a system's customers changed. Call it inside the writer's
 * transaction: PostgreSQL delivers the notification only when that transaction commits, and
 * never when it rolls back.
 */
export async function notifyCustomerChange(
  tx: SqlExecutor,
  systemId: string,
  kind: CustomerChangeKind,
  data: CustomerChangeData,
): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [
    LIVE_UPDATES_CHANNEL,
    customerChangePayload({ system: systemId, kind, data }),
  ]);
}

/** The notification as JSON text, its name shortened so the payload stays within the limit. */
export function customerChangePayload(notification: CustomerChangeNotification): string {
  const { system, kind, data } = notification;
  let name = cutToCharacters(data.name, NOTIFIED_NAME_LENGTH);
  for (;;) {
    const payload = JSON.stringify({
      system,
      kind,
      data: { id: data.id, name, ...(data.count === undefined ? {} : { count: data.count }) },
    });
    if (Buffer.byteLength(payload, 'utf8') <= NOTIFICATION_PAYLOAD_LIMIT || name === '') return payload;
    name = cutToCharacters(name, Math.floor([...name].length / 2));
  }
}

/** Reads a payload back; anything that is not a customer change gives null (ignored, not fatal). */
export function parseCustomerChange(payload: string): CustomerChangeNotification | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { system, kind, data } = value as Record<string, unknown>;
  if (typeof system !== 'string') return null;
  if (kind !== 'created' && kind !== 'updated' && kind !== 'deleted') return null;
  if (typeof data !== 'object' || data === null) return null;
  const { id, name, count } = data as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  if (count !== undefined && typeof count !== 'number') return null;
  return { system, kind, data: count === undefined ? { id, name } : { id, name, count } };
}

/** Cuts by characters (code points), never inside a surrogate pair. */
function cutToCharacters(text: string, length: number): string {
  const characters = [...text];
  return characters.length <= length ? text : characters.slice(0, length).join('');
}
