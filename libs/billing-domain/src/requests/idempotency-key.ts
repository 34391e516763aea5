import { InvalidInputError } from '../errors/invalid-input.error';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/** A retry comes within seconds; a day covers a phone that regains its connection the next morning. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/**
 * One click, one customer
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent): the key a client
 * sends with a request that creates (in the body, or the `Idempotency-Key` header); the same key again
 * answers what the first request created. Null when none is sent; 1 to 100 characters otherwise.
 */
export function readIdempotencyKey(fromBody: unknown, fromHeader: unknown): string | null {
  const sent = fromBody ?? fromHeader;
  if (sent === undefined || sent === null) return null;
  const key = typeof sent === 'string' ? sent.trim() : '';
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new InvalidInputError('مفتاح منع التكرار غير صالح', 'INVALID_IDEMPOTENCY_KEY');
  }
  return key;
}
