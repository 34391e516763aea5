import { Quantity } from '../money/quantity';

/** A metered month's readings: the previous and current index and what was consumed between. */
export interface MeterReadings {
  readonly previous: Quantity;
  readonly current: Quantity;
  /** current − previous, never below 0 (an unread meter consumes nothing; issue 8 §2). */
  readonly consumption: Quantity;
}

export function meterReadingsOf(previous: Quantity, current: Quantity): MeterReadings {
  const consumption = current.thousandths > previous.thousandths ? current.minus(previous) : Quantity.zero;
  return Object.freeze({ previous, current, consumption });
}
