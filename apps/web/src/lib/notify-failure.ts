import { toast } from '../components/toast';
import { ApiError, isUnauthorizedError } from './api-client';

/** The failure toast of a write: the spec's title, and the server's own Arabic explanation when it gave
 * one (else `fallback`). A 401 already raised the Unauthorized notice: one toast at a time, keep it. */
export function notifyFailure(error: unknown, title: string, fallback?: string): void {
  if (isUnauthorizedError(error)) return;
  toast({ variant: 'destructive', title, description: failureText(error, fallback) });
}

/** The server's message for a refusal (4xx) it explained; otherwise `fallback`. */
export function failureText(error: unknown, fallback?: string): string | undefined {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage && !looksLikeMarkup(error)) {
    return error.serverMessage;
  }
  return fallback;
}

function looksLikeMarkup(error: ApiError): boolean {
  return error.serverMessage.trimStart().startsWith('<');
}
