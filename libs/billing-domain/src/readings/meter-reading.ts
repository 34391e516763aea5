import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';
import { averageConsumptionOf, estimateReading } from './estimated-reading';
import type { MeterReplacement } from './meter-replacement';
import { meteredConsumptionOf } from './metered-consumption';
import { type ReadingWarning, readingWarningOf } from './reading-warning';

/** A meter does not run backwards: a reading below the one it follows is refused. */
export class ReadingBelowPreviousError extends InvalidInputError {
  constructor(reading: Quantity, previous: Quantity, what = 'القراءة الجديدة') {
    super(
      `${what} (${reading.toString()}) أقل من القراءة التي تسبقها (${previous.toString()})`,
      'READING_BELOW_PREVIOUS',
    );
  }
}

/** What the reader brings back for one meter. */
export type MeterReadingEntry =
  | { readonly kind: 'read'; readonly reading: Quantity; readonly replacement?: MeterReplacement | null }
  | { readonly kind: 'unread'; readonly reason: string };

/** The meter as it stands on file, and its history. */
export interface MeterOnFile {
  readonly previousKwh: Quantity;
  /** 0 until the meter is read this month. */
  readonly currentKwh: Quantity;
  readonly previousEstimated: boolean;
  readonly currentEstimated: boolean;
  /** Consumptions of the last closed months, newest first. */
  readonly lastClosedMonths: readonly Quantity[];
}

/** The readings to store and what the month then counts. */
export interface MeterReadingOutcome {
  readonly previousKwh: Quantity;
  /** 0 when the meter could not be read and there is no history to estimate from. */
  readonly currentKwh: Quantity;
  readonly previousEstimated: boolean;
  readonly estimated: boolean;
  readonly unreadReason: string | null;
  readonly replacement: MeterReplacement | null;
  readonly consumption: Quantity;
  readonly creditKwh: Quantity;
  /** To be confirmed by the reader before it is recorded. */
  readonly warning: ReadingWarning | null;
}

/**
 * The reading a new one follows (issue 8 §3): the reading on file when the meter was read
 * (currentKwh > 0), else the previous one, each with whether it was an estimate. An estimate of this
 * month is not followed but replaced (issue 19): the actual reading counts from the previous one, so
 * the month bills what was used, not the estimate's difference.
 */
export function readingFollowed(
  meter: Pick<MeterOnFile, 'previousKwh' | 'currentKwh' | 'previousEstimated' | 'currentEstimated'>,
): {
  readonly reading: Quantity;
  readonly estimated: boolean;
} {
  return meter.currentKwh.isZero() || meter.currentEstimated
    ? { reading: meter.previousKwh, estimated: meter.previousEstimated }
    : { reading: meter.currentKwh, estimated: false };
}

/**
 * issue 19 §1, the one rule for a new reading, used by the reading round and the sheet import:
 * - below the reading it follows → refused, unless the meter was replaced (then the old meter's
 *   final reading may not be below it, nor the new reading below the new meter's start) or that
 *   reading was an estimate (the actual one trues it up, a credit when lower);
 * - "could not read" → previous + the last three closed months' average, marked estimated (none
 *   without history: nothing billed, the meter stays unread);
 * - zero consumption after usage, or above 3× the average → a warning to confirm.
 */
export function decideMeterReading(meter: MeterOnFile, entry: MeterReadingEntry): MeterReadingOutcome {
  const followed = readingFollowed(meter);
  const average = averageConsumptionOf(meter.lastClosedMonths);
  if (entry.kind === 'unread') {
    const reason = entry.reason.trim();
    if (reason === '') throw new InvalidInputError('اذكر سبب تعذر القراءة', 'UNREAD_REASON_REQUIRED');
    const estimate = estimateReading(followed.reading, meter.lastClosedMonths);
    return {
      previousKwh: followed.reading,
      currentKwh: estimate ?? Quantity.zero,
      previousEstimated: followed.estimated,
      estimated: estimate !== null,
      unreadReason: reason,
      replacement: null,
      consumption: estimate === null ? Quantity.zero : estimate.minus(followed.reading),
      creditKwh: Quantity.zero,
      warning: null,
    };
  }
  const replacement = entry.replacement ?? null;
  if (replacement === null) {
    if (!followed.estimated && !followed.reading.isAtMost(entry.reading)) {
      throw new ReadingBelowPreviousError(entry.reading, followed.reading);
    }
  } else {
    if (!followed.estimated && !followed.reading.isAtMost(replacement.finalReading)) {
      throw new ReadingBelowPreviousError(
        replacement.finalReading,
        followed.reading,
        'القراءة الأخيرة للعداد القديم',
      );
    }
    if (!replacement.newStartReading.isAtMost(entry.reading)) {
      throw new ReadingBelowPreviousError(entry.reading, replacement.newStartReading);
    }
  }
  const counted = meteredConsumptionOf({
    previous: followed.reading,
    current: entry.reading,
    previousEstimated: followed.estimated,
    replacement,
  });
  return {
    previousKwh: followed.reading,
    currentKwh: entry.reading,
    previousEstimated: followed.estimated,
    estimated: false,
    unreadReason: null,
    replacement,
    consumption: counted.consumption,
    creditKwh: counted.creditKwh,
    warning: counted.creditKwh.isZero() ? readingWarningOf(counted.consumption, average) : null,
  };
}
