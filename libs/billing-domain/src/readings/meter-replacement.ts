import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';

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
    finalReading: readIndex(input.finalReading, 'القراءة الأخيرة للعداد القديم'),
    newStartReading: readIndex(input.newStartReading, 'قراءة بداية العداد الجديد'),
  });
}

function readIndex(value: unknown, field: string): Quantity {
  if (value instanceof Quantity) return value;
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new InvalidInputError(`${field} مطلوبة`, 'METER_REPLACEMENT_INCOMPLETE');
  }
  return Quantity.parse(value, field);
}
