import { Quantity } from '../money/quantity';
import type { MeterReplacement } from './meter-replacement';

/**
 * What a metered month counts between two readings
 * (docs/business-rules.md#estimated-readings-and-replaced-meters):
 * - unread (current 0): nothing;
 * - a meter replaced: old final − previous + current − new start;
 * - after an estimated previous reading, a lower actual reading is the estimate corrected: the
 *   difference comes back as `creditKwh` (billed as a credit), nothing is consumed;
 * - otherwise current − previous, never below 0.
 */
export interface MeteredConsumption {
  readonly consumption: Quantity;
  /** kWh billed by an estimate that the actual reading shows were not used. */
  readonly creditKwh: Quantity;
}

export function meteredConsumptionOf(input: {
  readonly previous: Quantity;
  readonly current: Quantity;
  readonly previousEstimated?: boolean;
  readonly replacement?: MeterReplacement | null;
}): MeteredConsumption {
  const { previous, current } = input;
  const replacement = input.replacement ?? null;
  if (replacement === null && current.isZero())
    return { consumption: Quantity.zero, creditKwh: Quantity.zero };
  if (replacement !== null) {
    const oldMeter = signedDifference(replacement.finalReading, previous);
    const newMeter = signedDifference(current, replacement.newStartReading);
    return splitSigned(oldMeter + newMeter, input.previousEstimated === true);
  }
  return splitSigned(signedDifference(current, previous), input.previousEstimated === true);
}

function signedDifference(to: Quantity, from: Quantity): number {
  return to.thousandths - from.thousandths;
}

function splitSigned(thousandths: number, creditAllowed: boolean): MeteredConsumption {
  if (thousandths >= 0) return { consumption: Quantity.ofThousandths(thousandths), creditKwh: Quantity.zero };
  return {
    consumption: Quantity.zero,
    creditKwh: creditAllowed ? Quantity.ofThousandths(-thousandths) : Quantity.zero,
  };
}
