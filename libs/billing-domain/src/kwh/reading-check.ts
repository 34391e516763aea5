import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';
import { decideMeterReading, shiftReadingOnFile, type ShiftedReading } from '../readings/meter-reading';
import type { MeterReplacement } from '../readings/meter-replacement';
import { highConsumptionMessage, isHighConsumption } from '../readings/reading-warning';
import { KWH_FIELD_LABELS } from './kwh-field-labels';

/** A consumption above this many times the customer's last month is worth a second look. */
export const CONSUMPTION_JUMP_FACTOR = 5;

/**
 * A current reading is either 0 (not read yet) or at least the previous reading;
 * anything else is refused (a meter does not run backwards;
 * docs/business-rules.md#the-metered-kwh-rules-libsbilling-domainsrckwh).
 */
export function refuseReadingBelowPrevious(previousKwh: Quantity, currentKwh: Quantity): void {
  if (currentKwh.isZero() || previousKwh.isAtMost(currentKwh)) return;
  throw new InvalidInputError(
    `${KWH_FIELD_LABELS.currentKwh} (${currentKwh.toString()}) أقل من ${KWH_FIELD_LABELS.previousKwh} (${previousKwh.toString()})`,
    'READING_BELOW_PREVIOUS',
  );
}

export interface ReadingOutcome {
  readonly previousKwh: Quantity;
  readonly currentKwh: Quantity;
  readonly consumption: Quantity;
  /** The kWh an estimate over-billed, credited (a lower actual reading after an estimate). */
  readonly creditKwh: Quantity;
  /** The reading followed was an estimate. */
  readonly previousEstimated: boolean;
  /** What the shift moved out of the month (a meter read this month), to be carried; else null. */
  readonly shifted: ShiftedReading | null;
  /** Arabic reasons to look again; the reading is recorded all the same. */
  readonly warnings: string[];
}

/**
 * The readings sheet (docs/business-rules.md#the-readings-workflow), for one meter of the sheet: the
 * reading taken this month becomes the previous one (shiftReadingOnFile; what it moves out of the
 * month is carried, see docs/readings-in-a-month.md), then the new reading is the current one by the round's
 * rule (decideMeterReading), so the sheet and the round cannot disagree. A new reading lower than the reading
 * it follows is refused with its reason (InvalidInputError). A consumption above 2,000 kWh or above 5× last
 * month's comes back as a warning.
 */
export function checkNewReading(input: {
  readonly previousKwh: Quantity;
  readonly currentKwh: Quantity;
  readonly newCurrentKwh: Quantity;
  /** Last month's consumption (monthly archive), or null when there is none. */
  readonly lastMonthConsumption: Quantity | null;
  /** The readings on file were estimates (a lower actual reading trues them up). */
  readonly previousEstimated?: boolean;
  readonly currentEstimated?: boolean;
  /** The meter replaced this month, with the reading on file. */
  readonly replacement?: MeterReplacement | null;
}): ReadingOutcome {
  const { meter, shifted } = shiftReadingOnFile({
    previousKwh: input.previousKwh,
    currentKwh: input.currentKwh,
    previousEstimated: input.previousEstimated === true,
    currentEstimated: input.currentEstimated === true,
    lastClosedMonths: [],
    replacement: input.replacement ?? null,
  });
  const decided = decideMeterReading(meter, { kind: 'read', reading: input.newCurrentKwh });
  const { previousKwh, currentKwh, consumption } = decided;
  const warnings: string[] = [];
  if (isHighConsumption(consumption)) warnings.push(highConsumptionMessage(consumption));
  const last = input.lastMonthConsumption;
  if (
    last !== null &&
    !last.isZero() &&
    consumption.thousandths > last.thousandths * CONSUMPTION_JUMP_FACTOR
  ) {
    warnings.push(
      `الاستهلاك ${consumption.toString()} كيلوواط أكثر من ${CONSUMPTION_JUMP_FACTOR} أضعاف استهلاك الشهر الماضي (${last.toString()})`,
    );
  }
  return {
    previousKwh,
    currentKwh,
    consumption,
    creditKwh: decided.creditKwh,
    previousEstimated: decided.previousEstimated,
    shifted,
    warnings,
  };
}
