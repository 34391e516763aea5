import { Quantity } from '../money/quantity';

/** The estimate looks back this many closed months. */
export const ESTIMATE_MONTHS = 3;

/**
 * The average of the last three closed months' consumptions (newest first; fewer when the
 * customer is newer), rounded half up to the thousandth; null when there is no history.
 */
export function averageConsumptionOf(lastClosedMonths: readonly Quantity[]): Quantity | null {
  const months = lastClosedMonths.slice(0, ESTIMATE_MONTHS);
  if (months.length === 0) return null;
  const sum = months.reduce((total, month) => total + month.thousandths, 0);
  return Quantity.ofThousandths(Math.floor((sum * 2 + months.length) / (months.length * 2)));
}

/**
 * "Could not read" (docs/business-rules.md#estimated-readings-and-replaced-meters): the reading estimated =
 * previous + the average consumption of the last three closed months; null (nothing billed, the meter stays
 * unread) without history.
 */
export function estimateReading(previous: Quantity, lastClosedMonths: readonly Quantity[]): Quantity | null {
  const average = averageConsumptionOf(lastClosedMonths);
  return average === null ? null : previous.plus(average);
}
