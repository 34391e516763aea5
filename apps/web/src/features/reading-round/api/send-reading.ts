import { sendFromOutbox, type SendOutcome } from '../../../lib/offline-outbox';
import type { QueuedReading, ReadingAnswer } from '../lib/reading-queue';

/** One attempt: `POST /api/{system}-customers/{id}/readings` with its client id (201 new, 200 already). */
export function sendReading({
  system,
  customerId,
  request,
}: QueuedReading): Promise<SendOutcome<ReadingAnswer>> {
  return sendFromOutbox((client) =>
    client.POST('/api/{system}-customers/{id}/readings', {
      params: { path: { system, id: customerId } },
      body: request,
    }),
  );
}
