import { Quantity } from '../money/quantity';
import type { MeterReplacement } from '../readings/meter-replacement';
import { meteredConsumptionOf } from '../readings/metered-consumption';

/** A metered month's readings: the previous and current index and what was consumed between. */
export interface MeterReadings {
  readonly previous: Quantity;
  readonly current: Quantity;
  /** current − previous, never below 0 (an unread meter consumes nothing). */
  readonly consumption: Quantity;
  /** The current reading is an estimate (the meter could not be read). */
  readonly estimated: boolean;
  /** The kWh an earlier estimate billed that the actual reading shows were not used. */
  readonly creditKwh: Quantity;
  /** The meter replaced this month, or null. */
  readonly replacement: MeterReplacement | null;
}

export interface MeterReadingsMarks {
  readonly estimated?: boolean;
  readonly previousEstimated?: boolean;
  readonly replacement?: MeterReplacement | null;
  /** Why the meter could not be read this month (kept with the row; not billed). */
  readonly unreadReason?: string | null;
}

export function meterReadingsOf(
  previous: Quantity,
  current: Quantity,
  marks: MeterReadingsMarks = {},
): MeterReadings {
  const replacement = marks.replacement ?? null;
  const { consumption, creditKwh } = meteredConsumptionOf({
    previous,
    current,
    previousEstimated: marks.previousEstimated,
    replacement,
  });
  return Object.freeze({
    previous,
    current,
    consumption,
    estimated: marks.estimated === true,
    creditKwh,
    replacement,
  });
}
