import { ApiError, apiRequest } from '../../../lib/api-client';
import { outcomeOfStatus, type QueuedReading, type ReadingOutcome } from '../lib/reading-queue';

/** What the round reads of the server's answer (the statement comes with it; the phone shows the kind). */
interface ReadingAnswer {
  kind: string;
  reading: number;
}

/** One attempt: `POST /api/{system}-customers/{id}/readings` with its client id (201 new, 200 already). */
export async function sendReading(reading: QueuedReading): Promise<ReadingOutcome> {
  try {
    const answer = await apiRequest<ReadingAnswer>(
      'POST',
      `/api/${reading.system}-customers/${reading.customerId}/readings`,
      reading.request,
      { on401: 'throw' },
    );
    return { kind: 'applied', readingKind: answer.kind, reading: answer.reading };
  } catch (error) {
    if (error instanceof ApiError) return outcomeOfStatus(error.status, error.serverMessage);
    return { kind: 'unreachable' };
  }
}
