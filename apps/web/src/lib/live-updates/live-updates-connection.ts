import { liveUpdatesUrl, parseLiveUpdateEvent, type LiveUpdateEvent } from './live-update-event';

type Listener = (event: LiveUpdateEvent) => void;

interface Connection {
  listeners: Set<Listener>;
  source: EventSource | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  retryDelay: number;
}

/** EventSource.CLOSED: the browser gave up (401, 404, a proxy's 502) and will not retry by itself. */
const CLOSED = 2;
export const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/** One stream per group for the whole tab, however many screens follow it (browsers allow few connections). */
const connections = new Map<string, Connection>();

/**
 * Follows a group's live updates; returns the function that stops. The browser reconnects a stream
 * that drops; a refused one is opened again after a growing delay.
 */
export function followLiveUpdates(group: string, listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let connection = connections.get(group);
  if (!connection) {
    connection = { listeners: new Set(), source: null, retryTimer: null, retryDelay: FIRST_RETRY_MS };
    connections.set(group, connection);
    open(group, connection);
  }
  const followed = connection;
  followed.listeners.add(listener);
  return () => {
    followed.listeners.delete(listener);
    if (followed.listeners.size > 0 || connections.get(group) !== followed) return;
    connections.delete(group);
    followed.source?.close();
    followed.source = null;
    if (followed.retryTimer) clearTimeout(followed.retryTimer);
  };
}

/** Streams open in this tab (tests check that none is left behind). */
export function openLiveUpdateStreams(): number {
  return connections.size;
}

function open(group: string, connection: Connection): void {
  const source = new EventSource(liveUpdatesUrl(group), { withCredentials: true });
  connection.source = source;
  source.onmessage = (message: MessageEvent<string>) => {
    const event = parseLiveUpdateEvent(message.data);
    if (!event) return;
    if (event.type === 'connected') connection.retryDelay = FIRST_RETRY_MS;
    for (const listener of [...connection.listeners]) listener(event);
  };
  source.onerror = () => {
    if (source.readyState !== CLOSED || connection.source !== source) return;
    source.close();
    connection.source = null;
    const delay = connection.retryDelay;
    connection.retryDelay = Math.min(delay * 2, LONGEST_RETRY_MS);
    connection.retryTimer = setTimeout(() => {
      connection.retryTimer = null;
      if (connections.get(group) === connection) open(group, connection);
    }, delay);
  };
}
