import { defineOutbox, type Outbox } from '../../../lib/offline-outbox';

/**
 * The readings taken on the phone on their way to the server (docs/meter-reader.md), the collection queue's
 * pattern: every reading is kept on the device first, then sent in the order it was taken, each with
 * its client id, so sending it again gives back the reading already applied, never a second one.
 * The device's one offline outbox (lib/offline-outbox) keeps them; this is what a reading adds to it.
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

export interface AppliedReading {
  clientId: string;
  system: string;
  customerId: string;
  customerName: string;
  kind: string;
  reading: number;
}

/** The readings on the phone: waiting, refused (409: the office changed the reading), and the last
 * APPLIED_KEPT applied, newest first. */
export type ReadingQueue = Outbox<QueuedReading, AppliedReading, 'applied'>;

const APPLIED_KEPT = 200;

/** What the round reads of the server's answer (the statement comes with it; the phone shows the kind). */
export interface ReadingAnswer {
  kind: string;
  reading: number;
}

export const readingOutbox = defineOutbox({
  acceptedList: 'applied',
  keep: APPLIED_KEPT,
  accepted: (reading: QueuedReading, answer: ReadingAnswer): AppliedReading => ({
    clientId: reading.clientId,
    system: reading.system,
    customerId: reading.customerId,
    customerName: reading.customerName,
    kind: answer.kind,
    reading: answer.reading,
  }),
  isItem: (stored) => typeof stored.customerId === 'string',
});

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
