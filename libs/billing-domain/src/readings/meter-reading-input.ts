import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from '../money/quantity';
import { isBlankNumber, isNumberText, type NumberText } from '../numbers/number-text';
import type { MeterReadingEntry } from './meter-reading';
import { meterReplacementOf, readMeterIndexText } from './meter-replacement';

const MAX_CLIENT_ID = 100;
const MAX_REASON = 200;

/** A reading as the reader's phone sends it (docs/meter-reader.md). */
export interface MeterReadingInput {
  /** The phone's id for this reading: applied once, answered the same again. */
  readonly clientId: string;
  readonly entry: MeterReadingEntry;
  readonly takenAt: Date;
  /** The reader confirmed the warning the reading raised. */
  readonly confirmed: boolean;
  /** The reading the reader saw as the previous one; null when not sent (no conflict check). */
  readonly previousReadingSeen: Quantity | null;
}

/**
 * A reading as the phone sends it, each field as its reader below answers it; readMeterReadingInput reads
 * the values and the rules between them (a reading or a reason; a replacement needs a reading).
 */
export interface MeterReadingRequest {
  readonly clientId?: string;
  readonly reading?: NumberText | null;
  readonly unreadReason?: string | null;
  readonly replacedMeter?: MeterReplacementRequest | null;
  readonly takenAt?: string;
  readonly confirmed?: boolean;
  readonly previousReading?: NumberText | null;
}

export interface MeterReplacementRequest {
  readonly finalReading: NumberText | null;
  readonly newStartReading: NumberText | null;
}

/** The phone's id for the reading, as sent: text (readMeterReadingInput trims and bounds it). */
export function readReadingClientIdText(value: unknown): string {
  if (typeof value !== 'string') throw invalidClientId();
  return value;
}

/** The reading as sent: a number, text or none. */
export function readReadingText(value: unknown): NumberText | null {
  return quantityText(value, 'القراءة');
}

/** The previous reading the reader saw, as sent: a number, text or none. */
export function readPreviousReadingText(value: unknown): NumberText | null {
  return quantityText(value, 'القراءة السابقة');
}

/** Why the meter could not be read, as sent: anything but text is no reason. */
export function readUnreadReasonText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Only `true` confirms the reading's warning. */
export function readConfirmed(value: unknown): boolean {
  return value === true;
}

/** When the reading was taken, as sent: text (readMeterReadingInput reads the time). */
export function readTakenAtText(value: unknown): string {
  if (typeof value !== 'string') throw invalidTakenAt();
  return value;
}

/** The replaced meter's two readings, as sent; none when not sent. */
export function readReplacedMeterText(value: unknown): MeterReplacementRequest | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') throw invalidReplacement();
  const { finalReading, newStartReading } = value as Record<string, unknown>;
  return {
    finalReading: readMeterIndexText(finalReading, 'finalReading'),
    newStartReading: readMeterIndexText(newStartReading, 'newStartReading'),
  };
}

function quantityText(value: unknown, field: string): NumberText | null {
  if (value === undefined || value === null) return null;
  if (!isNumberText(value)) throw notAQuantity(field);
  return value;
}

/**
 * Reads `{clientId, reading | unreadReason, replacedMeter?: {finalReading, newStartReading},
 * takenAt, confirmed?, previousReading?}`; numbers through the one number reader ('١٢٣٤', '1,234.5').
 * Each refusal is Arabic with a stable code.
 */
export function readMeterReadingInput(body: unknown): MeterReadingInput {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const clientId = typeof input.clientId === 'string' ? input.clientId.trim() : '';
  if (clientId === '' || clientId.length > MAX_CLIENT_ID) {
    throw invalidClientId();
  }
  const hasReading = !isBlankNumber(input.reading);
  const reason = typeof input.unreadReason === 'string' ? input.unreadReason.trim() : '';
  if (hasReading === (reason !== '')) {
    throw new InvalidInputError('أدخل القراءة أو سبب تعذر القراءة، لا كليهما', 'READING_OR_REASON_REQUIRED');
  }
  if (reason.length > MAX_REASON) {
    throw new InvalidInputError(`سبب تعذر القراءة أطول من ${MAX_REASON} حرف`, 'UNREAD_REASON_TOO_LONG');
  }
  const entry: MeterReadingEntry = hasReading
    ? {
        kind: 'read',
        reading: readQuantity(input.reading, 'القراءة'),
        replacement: readReplacement(input.replacedMeter),
      }
    : { kind: 'unread', reason };
  if (!hasReading && input.replacedMeter != null) {
    throw new InvalidInputError('استبدال العداد يحتاج قراءة العداد الجديد', 'READING_OR_REASON_REQUIRED');
  }
  return {
    clientId,
    entry,
    takenAt: readTakenAt(input.takenAt),
    confirmed: input.confirmed === true,
    previousReadingSeen: isBlankNumber(input.previousReading)
      ? null
      : readQuantity(input.previousReading, 'القراءة السابقة'),
  };
}

function readQuantity(value: unknown, field: string): Quantity {
  if (!isNumberText(value)) throw notAQuantity(field);
  return Quantity.parse(value, field);
}

function readReplacement(value: unknown) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') throw invalidReplacement();
  const { finalReading, newStartReading } = value as Record<string, unknown>;
  if (isBlankNumber(finalReading) || isBlankNumber(newStartReading)) {
    throw new InvalidInputError(
      'أدخل القراءة الأخيرة للعداد القديم وقراءة بداية العداد الجديد',
      'METER_REPLACEMENT_INCOMPLETE',
    );
  }
  return meterReplacementOf({ finalReading, newStartReading });
}

function readTakenAt(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) throw invalidTakenAt();
  return date;
}

function invalidClientId(): InvalidInputError {
  return new InvalidInputError('معرّف القراءة مفقود أو غير صالح', 'INVALID_CLIENT_ID');
}

function notAQuantity(field: string): InvalidInputError {
  return new InvalidInputError(`${field} ليست رقماً`, 'INVALID_QUANTITY');
}

function invalidReplacement(): InvalidInputError {
  return new InvalidInputError('بيانات استبدال العداد غير صالحة', 'METER_REPLACEMENT_INCOMPLETE');
}

function invalidTakenAt(): InvalidInputError {
  return new InvalidInputError('وقت القراءة مفقود أو غير صالح', 'INVALID_TAKEN_AT');
}
