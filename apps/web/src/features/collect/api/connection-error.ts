import { ApiError } from '../../../lib/api-client';

/** No answer from the server: no connection (fetch rejects) or a gateway/server failure (5xx). */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}
