import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';
import { averageConsumptionOf, estimateReading } from './estimated-reading';
import type { MeterReplacement } from './meter-replacement';
import { meteredConsumptionOf } from './metered-consumption';
import { correctionWarningOf, type ReadingWarning, readingWarningOf } from './reading-warning';

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
  /** The month's start: the reading the month counts from. */
  readonly previousKwh: Quantity;
  /** 0 until the meter is read this month. */
  readonly currentKwh: Quantity;
  readonly previousEstimated: boolean;
  readonly currentEstimated: boolean;
  /** Consumptions of the last closed months, newest first. */
  readonly lastClosedMonths: readonly Quantity[];
  /** The meter replaced this month, recorded with the reading on file; absent or null: none. */
  readonly replacement?: MeterReplacement | null;
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
  /** The reading of this month the new one replaces (a correction), or null. */
  readonly corrects: Quantity | null;
  /** To be confirmed by the reader before it is recorded. */
  readonly warning: ReadingWarning | null;
}

/** "Could not read" for a meter already read this month: the reading on file stands. */
export class MeterReadThisMonthError extends InvalidInputError {
  constructor(reading: Quantity) {
    super(
      `قُرئ هذا العداد هذا الشهر (${reading.toString()}): لا تقدير لعداد مقروء، وإن كانت القراءة خطأ فأدخل الصحيحة`,
      'METER_READ_THIS_MONTH',
    );
  }
}

/** The meter was actually read this month: a reading on file (above 0) that is not an estimate. */
export function isReadThisMonth(meter: Pick<MeterOnFile, 'currentKwh' | 'currentEstimated'>): boolean {
  return !meter.currentKwh.isZero() && !meter.currentEstimated;
}

/**
 * The one rule for a single new reading (the reading round; docs/readings-in-a-month.md).
 * It always counts from the month's start (the previous reading):
 * - a meter already read this month: the new reading is a correction; it replaces the reading on
 *   file (and keeps this month's replacement unless it brings its own), and the reader confirms it;
 * - an estimate of this month is replaced, not followed (an actual reading trues it up);
 * - below the month's start → refused, unless the meter was replaced (then the old meter's final
 *   reading may not be below it, nor the new reading below the new meter's start) or the start was
 *   an estimate (the actual reading trues it up, a credit when lower);
 * - "could not read" → previous + the last three closed months' average, marked estimated (none
 *   without history: nothing billed, the meter stays unread); refused for a meter read this month;
 * - zero consumption after usage, above 3× the average, or above 2,000 kWh without history → a
 *   warning to confirm.
 */
export function decideMeterReading(meter: MeterOnFile, entry: MeterReadingEntry): MeterReadingOutcome {
  const start = meter.previousKwh;
  const startEstimated = meter.previousEstimated;
  const corrects = isReadThisMonth(meter) ? meter.currentKwh : null;
  const average = averageConsumptionOf(meter.lastClosedMonths);
  if (entry.kind === 'unread') {
    const reason = entry.reason.trim();
    if (reason === '') throw new InvalidInputError('اذكر سبب تعذر القراءة', 'UNREAD_REASON_REQUIRED');
    if (corrects !== null) throw new MeterReadThisMonthError(corrects);
    const estimate = estimateReading(start, meter.lastClosedMonths);
    return {
      previousKwh: start,
      currentKwh: estimate ?? Quantity.zero,
      previousEstimated: startEstimated,
      estimated: estimate !== null,
      unreadReason: reason,
      replacement: null,
      consumption: estimate === null ? Quantity.zero : estimate.minus(start),
      creditKwh: Quantity.zero,
      corrects: null,
      warning: null,
    };
  }
  const replacement = entry.replacement ?? (corrects !== null ? (meter.replacement ?? null) : null);
  if (replacement === null) {
    if (!startEstimated && !start.isAtMost(entry.reading)) {
      throw new ReadingBelowPreviousError(entry.reading, start);
    }
  } else {
    if (!startEstimated && !start.isAtMost(replacement.finalReading)) {
      throw new ReadingBelowPreviousError(replacement.finalReading, start, 'القراءة الأخيرة للعداد القديم');
    }
    if (!replacement.newStartReading.isAtMost(entry.reading)) {
      throw new ReadingBelowPreviousError(entry.reading, replacement.newStartReading);
    }
  }
  const counted = meteredConsumptionOf({
    previous: start,
    current: entry.reading,
    previousEstimated: startEstimated,
    replacement,
  });
  const usage = counted.creditKwh.isZero() ? readingWarningOf(counted.consumption, average) : null;
  return {
    previousKwh: start,
    currentKwh: entry.reading,
    previousEstimated: startEstimated,
    estimated: false,
    unreadReason: null,
    replacement,
    consumption: counted.consumption,
    creditKwh: counted.creditKwh,
    corrects,
    warning: corrects === null ? usage : correctionWarningOf(corrects, usage),
  };
}

/** What a shift moves out of the month: the readings it counted and what they billed in kWh. */
export interface ShiftedReading {
  /** The month's start before the shift. */
  readonly previousKwh: Quantity;
  /** The reading taken this month, now the previous one. */
  readonly reading: Quantity;
  readonly consumption: Quantity;
  /** kWh credited for an estimate the shifted reading trued up. */
  readonly creditKwh: Quantity;
}

/**
 * The readings sheet: "the current reading becomes the previous" (docs/readings-in-a-month.md). Only for a
 * meter actually read this month (an unread meter keeps its previous, so a month close followed by an import
 * never shifts twice; an estimate of this month is replaced, not shifted). The shifted meter starts unread,
 * its previous an actual reading; what the shift moves out of the month comes back so that it can be carried
 * (docs/readings-in-a-month.md), never lost.
 */
export function shiftReadingOnFile(meter: MeterOnFile): {
  readonly meter: MeterOnFile;
  readonly shifted: ShiftedReading | null;
} {
  if (!isReadThisMonth(meter)) return { meter, shifted: null };
  const counted = meteredConsumptionOf({
    previous: meter.previousKwh,
    current: meter.currentKwh,
    previousEstimated: meter.previousEstimated,
    replacement: meter.replacement ?? null,
  });
  return {
    meter: {
      ...meter,
      previousKwh: meter.currentKwh,
      currentKwh: Quantity.zero,
      previousEstimated: false,
      currentEstimated: false,
      replacement: null,
    },
    shifted: {
      previousKwh: meter.previousKwh,
      reading: meter.currentKwh,
      consumption: counted.consumption,
      creditKwh: counted.creditKwh,
    },
  };
}
