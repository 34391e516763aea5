import { paymentsUrlOf } from '../../payments';
import type { PaymentCurrency, PaymentMethod } from '@kahraba/billing-domain';

/**
 * The collector's payments on the way to the server (issue 11): every payment is first kept on the
 * device, then sent in the order it was taken. Each carries its client id, so sending it again (a lost
 * answer, a second tab, a reload mid-sync) gives back the payment already recorded, never a second one.
 * Pure: no storage, no network (the store and the sender are handed in).
 */

/** The body of `POST …/{id}/payments`, as it will be sent (amount as typed: the server reads it). */
export interface PaymentRequest {
  amount: string;
  currency: PaymentCurrency;
  method: PaymentMethod;
  note: string | null;
  clientId: string;
  /** The user who took it (issue 20): the server records it only while that user is signed in. */
  takenBy?: string;
}

/** A payment taken on this device, not yet recorded by the server. */
export interface QueuedPayment {
  clientId: string;
  system: string;
  recordId: string;
  customerNumber: number;
  customerName: string;
  request: PaymentRequest;
  /** The amount as read on the device, in the request's currency (for the lists; the server reads the text). */
  amount: number;
  /** When it was taken (ISO), for the collector's list. */
  takenAt: string;
  /** The id of the user who took it (issue 20); absent for a payment kept before roles. */
  takenBy?: string;
}

/** A payment the server refused (a 4xx): kept aside with the server's reason until the collector acts. */
export interface RefusedPayment extends QueuedPayment {
  status: number;
  reason: string;
}

/** A payment the server recorded: its receipt can be opened. */
export interface RecordedPayment {
  clientId: string;
  paymentId: string;
  receiptNumber: string;
  /** The month the receipt names (docs/payment-month.md); absent on payments a device kept from before. */
  invoiceMonthLabel?: string;
  system: string;
  recordId: string;
  customerName: string;
  recordedAt: string;
  takenBy?: string;
}

export interface PaymentQueue {
  /** Oldest first: the order they are sent in. */
  waiting: QueuedPayment[];
  refused: RefusedPayment[];
  /** Newest first, the last RECORDED_KEPT of them. */
  recorded: RecordedPayment[];
}

/** How many recorded payments the device lists (their receipts stay on the server). */
export const RECORDED_KEPT = 30;

export const emptyPaymentQueue: PaymentQueue = { waiting: [], refused: [], recorded: [] };

/** What became of one attempt to send a payment. */
export type SendOutcome =
  | { kind: 'recorded'; paymentId: string; receiptNumber: string; invoiceMonthLabel: string }
  | { kind: 'refused'; status: number; reason: string }
  /** No connection, the server failing (5xx) or busy (429): try again later. */
  | { kind: 'unreachable' }
  /** The session is gone (401): stop, keep every payment, and ask the collector to sign in again. */
  | { kind: 'signed-out' };

/** The ledger's path of a customer of any system (issue 11: ampere records, `{system}-customers`). */
export function paymentPath(system: string, recordId: string): string {
  return paymentsUrlOf({ system, id: recordId });
}

/** A failed answer's meaning: a refusal of this payment (kept aside), or a reason to try later. */
export function outcomeOfStatus(status: number, reason: string, code?: string): SendOutcome {
  // Another user is signed in on the device (issue 20): the payment waits for the one who took it.
  if (status === 401 || code === 'PAYMENT_TAKEN_BY_ANOTHER_USER') return { kind: 'signed-out' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'unreachable' };
  return { kind: 'refused', status, reason };
}

function known(queue: PaymentQueue, clientId: string): boolean {
  return (
    queue.waiting.some((payment) => payment.clientId === clientId) ||
    queue.refused.some((payment) => payment.clientId === clientId) ||
    queue.recorded.some((payment) => payment.clientId === clientId)
  );
}

/** Adds a payment at the end of the line; the same client id twice is one payment. */
export function enqueuePayment(queue: PaymentQueue, payment: QueuedPayment): PaymentQueue {
  if (known(queue, payment.clientId)) return queue;
  return { ...queue, waiting: [...queue.waiting, payment] };
}

/** The state after one attempt to send `payment` (the first waiting one, or any waiting one). */
export function settlePayment(
  queue: PaymentQueue,
  clientId: string,
  outcome: SendOutcome,
  now: Date,
): PaymentQueue {
  const payment = queue.waiting.find((waiting) => waiting.clientId === clientId);
  if (!payment || outcome.kind === 'unreachable' || outcome.kind === 'signed-out') return queue;
  const waiting = queue.waiting.filter((other) => other.clientId !== clientId);
  if (outcome.kind === 'refused') {
    return {
      ...queue,
      waiting,
      refused: [...queue.refused, { ...payment, status: outcome.status, reason: outcome.reason }],
    };
  }
  const recorded: RecordedPayment = {
    clientId,
    paymentId: outcome.paymentId,
    receiptNumber: outcome.receiptNumber,
    invoiceMonthLabel: outcome.invoiceMonthLabel,
    system: payment.system,
    recordId: payment.recordId,
    customerName: payment.customerName,
    recordedAt: now.toISOString(),
    ...(payment.takenBy !== undefined && { takenBy: payment.takenBy }),
  };
  return { ...queue, waiting, recorded: [recorded, ...queue.recorded].slice(0, RECORDED_KEPT) };
}

export interface SyncResult {
  recorded: number;
  refused: number;
  /** Stopped before the end: no connection or no session (the rest wait, in order). */
  interrupted: boolean;
  /** Stopped because the session is gone (401): no retry until the collector signs in again. */
  signedOut: boolean;
}

/** Where the queue is kept (the browser's storage; a plain variable in tests). Read afresh at each
 * step, so a payment taken (or a refusal dismissed) while a sync runs is never overwritten. */
export interface PaymentQueueStore {
  read(): PaymentQueue;
  write(queue: PaymentQueue): void;
}

/**
 * Issue 20: a payment kept on the device belongs to the user who took it. One kept before roles names
 * no one: the next user to collect on the device sends it, as before.
 */
export function isTakenBy(payment: { takenBy?: string }, userId: string | null): boolean {
  return payment.takenBy === undefined || payment.takenBy === userId;
}

/** The device's payments as one user sees them: theirs only (another user's are neither shown nor sent). */
export function queueOf(queue: PaymentQueue, userId: string | null): PaymentQueue {
  const mine = <T extends { takenBy?: string }>(payments: T[]) =>
    payments.filter((payment) => isTakenBy(payment, userId));
  return { waiting: mine(queue.waiting), refused: mine(queue.refused), recorded: mine(queue.recorded) };
}

/** How many payments on the device wait for other users (said as a number, nothing more). */
export function waitingForOthers(queue: PaymentQueue, userId: string | null): number {
  return queue.waiting.filter((payment) => !isTakenBy(payment, userId)).length;
}

/**
 * Sends the waiting payments one by one, oldest first (those taken meanwhile too); with `takerId`, only
 * that user's (issue 20). A recorded one (201,
 * or 200 for a client id the server already has) leaves the line; a refused one is kept aside with its
 * reason and the next is sent; at the first unreachable answer the sync stops and the rest keep their
 * place. Each outcome is written before the next payment goes out.
 */
export async function syncPaymentQueue(
  store: PaymentQueueStore,
  send: (payment: QueuedPayment) => Promise<SendOutcome>,
  now: () => Date = () => new Date(),
  takerId?: string | null,
): Promise<SyncResult> {
  const tried = new Set<string>();
  let recorded = 0;
  let refused = 0;
  for (;;) {
    const payment = store
      .read()
      .waiting.find(
        (waiting) => !tried.has(waiting.clientId) && (takerId === undefined || isTakenBy(waiting, takerId)),
      );
    if (!payment) return { recorded, refused, interrupted: false, signedOut: false };
    tried.add(payment.clientId);
    const outcome = await send(payment);
    if (outcome.kind === 'unreachable' || outcome.kind === 'signed-out') {
      return { recorded, refused, interrupted: true, signedOut: outcome.kind === 'signed-out' };
    }
    store.write(settlePayment(store.read(), payment.clientId, outcome, now()));
    if (outcome.kind === 'recorded') recorded += 1;
    else refused += 1;
  }
}

const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * How long to wait before trying again after a sync that could not reach the server while the browser
 * says it is online (the `online` event often comes before the network carries anything): soon at
 * first, then every minute.
 */
export function retryDelayMs(failedAttempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 0), RETRY_DELAYS_MS.length - 1)];
}

/** The collector has read a refusal and takes it off the device (it was never recorded). */
export function dismissRefused(queue: PaymentQueue, clientId: string): PaymentQueue {
  return { ...queue, refused: queue.refused.filter((payment) => payment.clientId !== clientId) };
}

/** The waiting payments of one customer (shown on their card: taken, not yet sent). */
export function waitingFor(queue: PaymentQueue, system: string, recordId: string): QueuedPayment[] {
  return queue.waiting.filter((payment) => payment.system === system && payment.recordId === recordId);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf<T>(value: unknown, isItem: (item: Record<string, unknown>) => boolean): T[] {
  return Array.isArray(value) ? (value.filter((item) => isObject(item) && isItem(item)) as T[]) : [];
}

const hasClientId = (item: Record<string, unknown>) => typeof item.clientId === 'string';
const isQueued = (item: Record<string, unknown>) =>
  hasClientId(item) && typeof item.recordId === 'string' && isObject(item.request);

/** The queue as stored (JSON text, or nothing yet); text from an older or damaged store reads as empty
 * lists rather than breaking the screen. */
export function parsePaymentQueue(text: string | null): PaymentQueue {
  if (!text) return emptyPaymentQueue;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return emptyPaymentQueue;
  }
  if (!isObject(stored)) return emptyPaymentQueue;
  return {
    waiting: listOf<QueuedPayment>(stored.waiting, isQueued),
    refused: listOf<RefusedPayment>(stored.refused, isQueued),
    recorded: listOf<RecordedPayment>(
      stored.recorded,
      (item) => hasClientId(item) && typeof item.paymentId === 'string',
    ),
  };
}
