import { InvalidInputError } from '../errors/invalid-input.error';
import type { Quantity } from '../money/quantity';

/** issue 19 §1: above this many times the average of the last three months is worth a look. */
export const HIGH_READING_FACTOR = 3;

export type ReadingWarningCode = 'READING_ZERO_AFTER_USAGE' | 'READING_ABOVE_AVERAGE';

/** A reading the rules accept but the reader must confirm. */
export interface ReadingWarning {
  readonly code: ReadingWarningCode;
  readonly message: string;
}

/**
 * Zero consumption when the customer used energy in the months before, or above 3× the average of
 * the last three months: a warning; otherwise none.
 */
export function readingWarningOf(consumption: Quantity, average: Quantity | null): ReadingWarning | null {
  if (average === null || average.isZero()) return null;
  if (consumption.isZero()) {
    return {
      code: 'READING_ZERO_AFTER_USAGE',
      message: `الاستهلاك صفر وكان متوسط الأشهر الأخيرة ${average.toString()} كيلوواط: تأكد من القراءة`,
    };
  }
  if (consumption.thousandths > average.thousandths * HIGH_READING_FACTOR) {
    return {
      code: 'READING_ABOVE_AVERAGE',
      message: `الاستهلاك ${consumption.toString()} كيلوواط أكثر من ${HIGH_READING_FACTOR} أضعاف متوسط الأشهر الأخيرة (${average.toString()}): تأكد من القراءة`,
    };
  }
  return null;
}

/** The reading waits for the reader's confirmation (`confirmed: true`); the code is the warning's. */
export class ReadingNeedsConfirmationError extends InvalidInputError {
  constructor(readonly warning: ReadingWarning) {
    super(warning.message, warning.code);
  }
}
