import { sendFromOutbox, type SendOutcome } from '../../../lib/offline-outbox';
import { paymentPath, type QueuedPayment, type RecordedPaymentAnswer } from '../lib/payment-queue';

/**
 * One attempt to record a payment: `POST /api/ampere-records/{id}/payments` or
 * `POST /api/{system}-customers/{id}/payments` with its client id (201 new, 200 already recorded).
 * Another user signed in on the device: the payment waits for the one who took it.
 */
export function sendPayment(payment: QueuedPayment): Promise<SendOutcome<RecordedPaymentAnswer>> {
  return sendFromOutbox(paymentPath(payment.system, payment.recordId), payment.request, [
    'PAYMENT_TAKEN_BY_ANOTHER_USER',
  ]);
}
