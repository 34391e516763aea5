/**
 * The readings taken on the phone on their way to the server (docs/meter-reader.md), the collection queue's
 * pattern: every reading is kept on the device first, then sent in the order it was taken, each with
 * its client id, so sending it again gives back the reading already applied, never a second one.
 * Pure: no storage, no network.
 */

/** The body of `POST /api/{system}-customers/{id}/readings`, as it will be sent. */
export interface ReadingRequest {
  clientId: string;
  reading?: string;
  unreadReason?: string;
  replacedMeter?: { finalReading: string; newStartReading: string };
  takenAt: string;
  confirmed?: boolean;
  /** The previous reading as the reader saw it: the office's change since shows as a conflict. */
  previousReading: number;
}

export interface QueuedReading {
  clientId: string;
  system: string;
  customerId: string;
  customerNumber: number;
  customerName: string;
  box: string | null;
  request: ReadingRequest;
  takenBy?: string;
}

/** Refused by the server (a 4xx; 409: the office changed the reading): kept with its reason. */
export interface RefusedReading extends QueuedReading {
  status: number;
  reason: string;
}

export interface AppliedReading {
  clientId: string;
  system: string;
  customerId: string;
  customerName: string;
  kind: string;
  reading: number;
}

export interface ReadingQueue {
  waiting: QueuedReading[];
  refused: RefusedReading[];
  /** Newest first, the last APPLIED_KEPT. */
  applied: AppliedReading[];
}

export const APPLIED_KEPT = 200;
export const emptyReadingQueue: ReadingQueue = { waiting: [], refused: [], applied: [] };

export type ReadingOutcome =
  | { kind: 'applied'; readingKind: string; reading: number }
  | { kind: 'refused'; status: number; reason: string }
  | { kind: 'unreachable' }
  | { kind: 'signed-out' };

export function outcomeOfStatus(status: number, reason: string): ReadingOutcome {
  if (status === 401) return { kind: 'signed-out' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'unreachable' };
  return { kind: 'refused', status, reason };
}

/** Adds a reading at the end of the line; the same client id twice is one reading. */
export function enqueueReading(queue: ReadingQueue, reading: QueuedReading): ReadingQueue {
  const known = [...queue.waiting, ...queue.refused, ...queue.applied].some(
    (other) => other.clientId === reading.clientId,
  );
  return known ? queue : { ...queue, waiting: [...queue.waiting, reading] };
}

export function settleReading(queue: ReadingQueue, clientId: string, outcome: ReadingOutcome): ReadingQueue {
  const reading = queue.waiting.find((waiting) => waiting.clientId === clientId);
  if (!reading || outcome.kind === 'unreachable' || outcome.kind === 'signed-out') return queue;
  const waiting = queue.waiting.filter((other) => other.clientId !== clientId);
  if (outcome.kind === 'refused') {
    return {
      ...queue,
      waiting,
      refused: [...queue.refused, { ...reading, status: outcome.status, reason: outcome.reason }],
    };
  }
  const applied: AppliedReading = {
    clientId,
    system: reading.system,
    customerId: reading.customerId,
    customerName: reading.customerName,
    kind: outcome.readingKind,
    reading: outcome.reading,
  };
  return { ...queue, waiting, applied: [applied, ...queue.applied].slice(0, APPLIED_KEPT) };
}

export interface ReadingQueueStore {
  read(): ReadingQueue;
  write(queue: ReadingQueue): void;
}

export interface ReadingSyncResult {
  applied: number;
  refused: number;
  interrupted: boolean;
  signedOut: boolean;
}

/**
 * Sends the waiting readings one by one, oldest first; a refused one is kept aside and the next is
 * sent; at the first unreachable answer the rest keep their place. Each outcome is written before the
 * next reading goes out.
 */
export async function syncReadingQueue(
  store: ReadingQueueStore,
  send: (reading: QueuedReading) => Promise<ReadingOutcome>,
): Promise<ReadingSyncResult> {
  const tried = new Set<string>();
  let applied = 0;
  let refused = 0;
  for (;;) {
    const reading = store.read().waiting.find((waiting) => !tried.has(waiting.clientId));
    if (!reading) return { applied, refused, interrupted: false, signedOut: false };
    tried.add(reading.clientId);
    const outcome = await send(reading);
    if (outcome.kind === 'unreachable' || outcome.kind === 'signed-out') {
      return { applied, refused, interrupted: true, signedOut: outcome.kind === 'signed-out' };
    }
    store.write(settleReading(store.read(), reading.clientId, outcome));
    if (outcome.kind === 'applied') applied += 1;
    else refused += 1;
  }
}

export function dismissRefusedReading(queue: ReadingQueue, clientId: string): ReadingQueue {
  return { ...queue, refused: queue.refused.filter((reading) => reading.clientId !== clientId) };
}

/** The latest reading of a customer on the device (waiting or applied), shown on their card. */
export function latestOnDevice(
  queue: ReadingQueue,
  system: string,
  customerId: string,
): QueuedReading | AppliedReading | null {
  const mine = (reading: { system: string; customerId: string }) =>
    reading.system === system && reading.customerId === customerId;
  return [...queue.waiting].reverse().find(mine) ?? queue.applied.find(mine) ?? null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf<T>(value: unknown, isItem: (item: Record<string, unknown>) => boolean): T[] {
  return Array.isArray(value) ? (value.filter((item) => isObject(item) && isItem(item)) as T[]) : [];
}

const isQueued = (item: Record<string, unknown>) =>
  typeof item.clientId === 'string' && typeof item.customerId === 'string' && isObject(item.request);

/** The queue as stored; damaged text reads as empty lists rather than breaking the screen. */
export function parseReadingQueue(text: string | null): ReadingQueue {
  if (!text) return emptyReadingQueue;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return emptyReadingQueue;
  }
  if (!isObject(stored)) return emptyReadingQueue;
  return {
    waiting: listOf<QueuedReading>(stored.waiting, isQueued),
    refused: listOf<RefusedReading>(stored.refused, isQueued),
    applied: listOf<AppliedReading>(stored.applied, (item) => typeof item.clientId === 'string'),
  };
}
