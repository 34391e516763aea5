import { Transform } from 'class-transformer';
import { normaliseNumberText } from '@kahraba/billing-domain';

/**
 * Reads a number sent as a JSON number or as text through the one number reader
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent): '12,5' is 12.5, '٣'
 * is 3, '224,000' is 224000. Anything else (blank text, true, [5], '0x10', '12,5,3') is left as sent so that
 * the number check refuses it naming the field, where Number() would have turned it silently into 0, 1, 5 or
 * 16.
 */
export function ToNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = normaliseNumberText(value);
    return text === null ? value : Number(text);
  });
}
