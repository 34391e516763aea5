import { ApiError, apiRequest } from '../api-client';
import { outcomeOfStatus, type SendOutcome } from './outbox';

/**
 * One attempt to send a kept operation: `POST path` with its body (which carries its client id: 201
 * new, 200 already accepted). A lost session is said on the screen (the work stays on the device), not
 * by leaving it; `waitOnCodes` are the server's error codes that mean "wait", not "refused".
 */
export async function sendFromOutbox<Answer>(
  path: string,
  body: unknown,
  waitOnCodes: readonly string[] = [],
): Promise<SendOutcome<Answer>> {
  try {
    return { kind: 'accepted', answer: await apiRequest<Answer>('POST', path, body, { on401: 'throw' }) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'unreachable' };
    if (error.code !== undefined && waitOnCodes.includes(error.code)) return { kind: 'signed-out' };
    return outcomeOfStatus(error.status, error.serverMessage);
  }
}
