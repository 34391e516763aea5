import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';

/** Above this many times the average of the last three months is worth a look. */
export const HIGH_READING_FACTOR = 3;
/** A consumption above this many kWh in a month is worth a second look. */
export const HIGH_CONSUMPTION_KWH = 2000;

export type ReadingWarningCode =
  | 'READING_ZERO_AFTER_USAGE'
  | 'READING_ABOVE_AVERAGE'
  | 'READING_HIGH_WITHOUT_HISTORY'
  | 'READING_CORRECTS_THIS_MONTH';

/** A reading the rules accept but the reader must confirm. */
export interface ReadingWarning {
  readonly code: ReadingWarningCode;
  readonly message: string;
}

/**
 * Zero consumption when the customer used energy in the months before, or above 3× the average of
 * the last three months: a warning. Without a month of usage to compare with, the sheet's threshold
 * (above 2,000 kWh, docs/readings-in-a-month.md): a meter's first month is where a jump hides.
 */
export function readingWarningOf(consumption: Quantity, average: Quantity | null): ReadingWarning | null {
  if (average === null || average.isZero()) {
    return isHighConsumption(consumption)
      ? { code: 'READING_HIGH_WITHOUT_HISTORY', message: highConsumptionMessage(consumption) }
      : null;
  }
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

/** Above 2,000 kWh in a month (not at it). */
export function isHighConsumption(consumption: Quantity): boolean {
  return consumption.compare(Quantity.ofThousandths(HIGH_CONSUMPTION_KWH * 1000)) > 0;
}

/** The one wording of a high consumption, in the sheet's preview and on the round alike. */
export function highConsumptionMessage(consumption: Quantity): string {
  return `استهلاك مرتفع: ${consumption.toString()} كيلوواط (أكثر من ${HIGH_CONSUMPTION_KWH})`;
}

/**
 * docs/readings-in-a-month.md: a second reading in a month replaces the one on file; the reader sees
 * which before it is kept (and any other warning the reading raises, after it).
 */
export function correctionWarningOf(readingOnFile: Quantity, other: ReadingWarning | null): ReadingWarning {
  const message = `قُرئ هذا الشهر: ${readingOnFile.toString()}؛ القراءة الجديدة تحلّ محلها`;
  return {
    code: 'READING_CORRECTS_THIS_MONTH',
    message: other === null ? message : `${message}. ${other.message}`,
  };
}

/** The reading waits for the reader's confirmation (`confirmed: true`); the code is the warning's. */
export class ReadingNeedsConfirmationError extends InvalidInputError {
  constructor(readonly warning: ReadingWarning) {
    super(warning.message, warning.code);
  }
}
