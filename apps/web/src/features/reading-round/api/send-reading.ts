import { sendFromOutbox, type SendOutcome } from '../../../lib/offline-outbox';
import type { QueuedReading, ReadingAnswer } from '../lib/reading-queue';

/** One attempt: `POST /api/{system}-customers/{id}/readings` with its client id (201 new, 200 already). */
export function sendReading(reading: QueuedReading): Promise<SendOutcome<ReadingAnswer>> {
  return sendFromOutbox(`/api/${reading.system}-customers/${reading.customerId}/readings`, reading.request);
}
