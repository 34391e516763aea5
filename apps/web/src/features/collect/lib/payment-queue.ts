import type { PaymentCurrency, PaymentMethod } from '@kahraba/billing-domain';
import { defineOutbox, type Outbox } from '../../../lib/offline-outbox';
import { paymentsUrlOf } from '../../payments';

/**
 * The collector's payments on the way to the server (docs/screens.md#working-offline): every payment is
 * first kept on the device, then sent in the order it was taken. Each carries its client id, so sending
 * it again (a lost answer, a second tab, a reload mid-sync) gives back the payment already recorded,
 * never a second one.
 * The device's one offline outbox (lib/offline-outbox) keeps them; this is what a payment adds to it.
 */

/** The body of `POST …/{id}/payments`, as it will be sent (amount as typed: the server reads it). */
interface PaymentRequest {
  amount: string;
  currency: PaymentCurrency;
  method: PaymentMethod;
  note: string | null;
  clientId: string;
  /** The user who took it: the server records it only while that user is signed in. */
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
  /** The id of the user who took it; absent for a payment kept before roles. */
  takenBy?: string;
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

/** The device's payments: waiting (oldest first, the order they are sent in), refused, and the last
 * RECORDED_KEPT recorded, newest first. */
export type PaymentQueue = Outbox<QueuedPayment, RecordedPayment, 'recorded'>;

/** How many recorded payments the device lists (their receipts stay on the server). */
const RECORDED_KEPT = 30;

/** What the collection screen reads of `PaymentResponse` (the ledger's answer). */
export interface RecordedPaymentAnswer {
  id: string;
  receiptNumber: string;
  invoiceMonthLabel: string;
}

export const paymentOutbox = defineOutbox({
  acceptedList: 'recorded',
  keep: RECORDED_KEPT,
  accepted: (payment: QueuedPayment, answer: RecordedPaymentAnswer, now): RecordedPayment => ({
    clientId: payment.clientId,
    paymentId: answer.id,
    receiptNumber: answer.receiptNumber,
    invoiceMonthLabel: answer.invoiceMonthLabel,
    system: payment.system,
    recordId: payment.recordId,
    customerName: payment.customerName,
    recordedAt: now.toISOString(),
    ...(payment.takenBy !== undefined && { takenBy: payment.takenBy }),
  }),
  isItem: (stored) => typeof stored.recordId === 'string',
  isAccepted: (stored) => typeof stored.paymentId === 'string',
});

/** The ledger's path of a customer of any system (ampere records, `{system}-customers`). */
export function paymentPath(system: string, recordId: string): string {
  return paymentsUrlOf({ system, id: recordId });
}

/**
 * A payment kept on the device belongs to the user who took it (docs/operator-guide.md#roles). One kept
 * before roles names no one: the next user to collect on the device sends it, as before.
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

/** The waiting payments of one customer (shown on their card: taken, not yet sent). */
export function waitingFor(queue: PaymentQueue, system: string, recordId: string): QueuedPayment[] {
  return queue.waiting.filter((payment) => payment.system === system && payment.recordId === recordId);
}
