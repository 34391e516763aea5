import { IDEMPOTENCY_KEY_LIFETIME_HOURS, readIdempotencyKey } from './idempotency-key';

describe('readIdempotencyKey', () => {
  it('takes the key from the body, or else from the Idempotency-Key header', () => {
    expect(readIdempotencyKey('add-1', undefined)).toBe('add-1');
    expect(readIdempotencyKey(undefined, ' hdr-1 ')).toBe('hdr-1');
    expect(readIdempotencyKey('body', 'header')).toBe('body');
  });

  it('is none when neither is sent', () => {
    expect(readIdempotencyKey(undefined, undefined)).toBeNull();
  });

  it('refuses an empty or overlong key in Arabic', () => {
    for (const key of ['', '   ', 'k'.repeat(101)]) {
      expect(() => readIdempotencyKey(key, undefined)).toThrow(
        expect.objectContaining({ code: 'INVALID_IDEMPOTENCY_KEY', message: 'مفتاح منع التكرار غير صالح' }),
      );
    }
    expect(() => readIdempotencyKey(undefined, '')).toThrow(
      expect.objectContaining({ code: 'INVALID_IDEMPOTENCY_KEY' }),
    );
  });

  it('is kept for a day, long past any retry', () => {
    expect(IDEMPOTENCY_KEY_LIFETIME_HOURS).toBe(24);
  });
});
