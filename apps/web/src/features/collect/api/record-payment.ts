import { ApiError, apiRequest } from '../../../lib/api-client';
import { outcomeOfStatus, paymentPath, type QueuedPayment, type SendOutcome } from '../lib/payment-queue';

/** What the collection screen reads of `PaymentResponse` (the ledger's answer). */
interface RecordedPaymentAnswer {
  id: string;
  receiptNumber: string;
  invoiceMonthLabel: string;
}

/**
 * One attempt to record a payment: `POST /api/ampere-records/{id}/payments` or
 * `POST /api/{system}-customers/{id}/payments` with its client id (201 new, 200 already recorded).
 */
export async function sendPayment(payment: QueuedPayment): Promise<SendOutcome> {
  try {
    const answer = await apiRequest<RecordedPaymentAnswer>(
      'POST',
      paymentPath(payment.system, payment.recordId),
      payment.request,
      // A lost session is said on the collection screen (the payments stay on the device), not by leaving it.
      { on401: 'throw' },
    );
    return {
      kind: 'recorded',
      paymentId: answer.id,
      receiptNumber: answer.receiptNumber,
      invoiceMonthLabel: answer.invoiceMonthLabel,
    };
  } catch (error) {
    if (error instanceof ApiError) return outcomeOfStatus(error.status, error.serverMessage, error.code);
    return { kind: 'unreachable' };
  }
}
