import { ApiError, dataOf, publicApi } from '../api-client';
import { outcomeOfStatus, type SendOutcome } from './outbox';

/** The client an outbox sends with: a lost session is said on the screen (the work stays on the device),
 * not by leaving it, so a 401 only throws. */
type OutboxClient = typeof publicApi;

/**
 * One attempt to send a kept operation: `send` makes its typed call (a POST whose body carries its client
 * id: 201 new, 200 already accepted) with the outbox's client. `waitOnCodes` are the server's error codes
 * that mean "wait", not "refused".
 */
export async function sendFromOutbox<Answer>(
  send: (client: OutboxClient) => Promise<{ data?: Answer }>,
  waitOnCodes: readonly string[] = [],
): Promise<SendOutcome<Answer>> {
  try {
    return { kind: 'accepted', answer: await dataOf(send(publicApi)) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'unreachable' };
    if (error.code !== undefined && waitOnCodes.includes(error.code)) return { kind: 'signed-out' };
    return outcomeOfStatus(error.status, error.serverMessage);
  }
}
