import { Transform } from 'class-transformer';

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads a number sent as a JSON number or as decimal text ('7.5'). Anything else (blank text,
 * true, [5], '0x10') is left as sent so that the number check refuses it, where Number() would
 * have turned it silently into 0, 1, 5 or 16.
 */
export function ToNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value) : value,
  );
}
