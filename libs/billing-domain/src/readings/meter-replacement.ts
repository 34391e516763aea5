import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';
import { isNumberText, type NumberText } from '../numbers/number-text';

/**
 * A meter replaced during the month (docs/business-rules.md#estimated-readings-and-replaced-meters). The old
 * meter's last index and the new meter's first one are kept, so the month bills what both meters counted.
 */
export interface MeterReplacement {
  /** The old meter's final reading. */
  readonly finalReading: Quantity;
  /** The new meter's reading when it was fitted. */
  readonly newStartReading: Quantity;
}

export function meterReplacementOf(input: {
  finalReading: unknown;
  newStartReading: unknown;
}): MeterReplacement {
  return Object.freeze({
    finalReading: readIndex(input.finalReading, INDEX_LABELS.finalReading),
    newStartReading: readIndex(input.newStartReading, INDEX_LABELS.newStartReading),
  });
}

const INDEX_LABELS = {
  finalReading: 'القراءة الأخيرة للعداد القديم',
  newStartReading: 'قراءة بداية العداد الجديد',
} as const;

/** One of a replacement's two readings as sent: a number, text or none (meterReplacementOf reads it). */
export function readMeterIndexText(value: unknown, index: keyof typeof INDEX_LABELS): NumberText | null {
  if (value === undefined || value === null) return null;
  if (!isNumberText(value)) throw indexMissing(INDEX_LABELS[index]);
  return value;
}

function readIndex(value: unknown, field: string): Quantity {
  if (value instanceof Quantity) return value;
  if (!isNumberText(value)) throw indexMissing(field);
  return Quantity.parse(value, field);
}

function indexMissing(field: string): InvalidInputError {
  return new InvalidInputError(`${field} مطلوبة`, 'METER_REPLACEMENT_INCOMPLETE');
}
