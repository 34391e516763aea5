import { BillingSystem } from '@kahraba/billing-domain';
import { sendFromOutbox, type SendOutcome } from '../../../lib/offline-outbox';
import type { QueuedPayment, RecordedPaymentAnswer } from '../lib/payment-queue';

/**
 * One attempt to record a payment: `POST /api/ampere-records/{id}/payments` or
 * `POST /api/{system}-customers/{id}/payments` with its client id (201 new, 200 already recorded).
 * Another user signed in on the device: the payment waits for the one who took it.
 */
export function sendPayment({
  system,
  recordId: id,
  request: body,
}: QueuedPayment): Promise<SendOutcome<RecordedPaymentAnswer>> {
  return sendFromOutbox(
    (client) =>
      system === BillingSystem.ampere.id
        ? client.POST('/api/ampere-records/{id}/payments', { params: { path: { id } }, body })
        : client.POST('/api/{system}-customers/{id}/payments', { params: { path: { system, id } }, body }),
    ['PAYMENT_TAKEN_BY_ANOTHER_USER'],
  );
}
