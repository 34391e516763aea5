import { isCalendarDay } from '../calendar/calendar-day';
import { InvalidInputError } from '../errors/invalid-input.error';
import { invalidDecimalError, parseScaledDecimal } from '../money/decimal-text';
import { Lbp } from '../money/lbp';
import { Money } from '../money/money';

/** What a line of the generator's log is (docs/generator-economics.md#the-log). */
export const GENERATOR_COST_KINDS = ['diesel', 'maintenance', 'other'] as const;
export type GeneratorCostKind = (typeof GENERATOR_COST_KINDS)[number];

export const GENERATOR_COST_KIND_LABELS: Readonly<Record<GeneratorCostKind, string>> = Object.freeze({
  diesel: 'مازوت',
  maintenance: 'صيانة',
  other: 'مصاريف أخرى',
});

const GENERATOR_COST_NOTE_MAX_LENGTH = 500;
/** Bounds that no honest line reaches: a tanker is a few thousand litres, a month 744 hours. */
const MAX_COST_LITRES = 100_000;
const MAX_COST_HOURS = 744;
const MAX_COST_USD_CENTS = 100_000_000;
const MAX_COST_LBP = 10_000_000_000_000;

/** One line of the log as the domain keeps it: the currency typed is the currency stored. */
export interface GeneratorCostInput {
  readonly day: string;
  readonly kind: GeneratorCostKind;
  readonly generatorId: string | null;
  /** Hundredths of a litre. */
  readonly litresHundredths: number | null;
  /** Hundredths of an hour. */
  readonly hoursHundredths: number | null;
  readonly amountUsd: Money | null;
  readonly amountLbp: Lbp | null;
  readonly note: string | null;
}

export interface GeneratorCostFields {
  day?: unknown;
  kind?: unknown;
  generatorId?: unknown;
  litres?: unknown;
  hours?: unknown;
  amountUsd?: unknown;
  amountLbp?: unknown;
  note?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGeneratorCostKind(value: unknown): value is GeneratorCostKind {
  return typeof value === 'string' && (GENERATOR_COST_KINDS as readonly string[]).includes(value);
}

/** Each field of a line read on its own, before the rules between them (generatorCostLine). */
export interface GeneratorCostValues {
  readonly day: string;
  readonly kind: GeneratorCostKind;
  readonly generatorId: string | null;
  readonly litresHundredths: number | null;
  readonly hoursHundredths: number | null;
  /** Cents; null when left out. */
  readonly amountUsdCents: number | null;
  /** Whole pounds; null when left out. */
  readonly amountLbpPounds: number | null;
  readonly note: string | null;
}

/**
 * Reads one line of the log as typed (docs/generator-economics.md#the-log): each field by its reader, then
 * the rules between them (generatorCostLine). Every number goes through the one number reader, and every
 * refusal names its field in Arabic.
 */
export function readGeneratorCostInput(fields: GeneratorCostFields, today: string): GeneratorCostInput {
  return generatorCostLine(readGeneratorCostValues(fields), today);
}

/** Each field of a line by its reader (the request's DTO reads them one by one, with the same readers). */
export function readGeneratorCostValues(fields: GeneratorCostFields): GeneratorCostValues {
  return {
    day: readCostDay(fields.day),
    kind: readCostKind(fields.kind),
    generatorId: readCostGeneratorId(fields.generatorId),
    litresHundredths: readCostLitres(fields.litres),
    hoursHundredths: readCostHours(fields.hours),
    amountUsdCents: readCostAmountUsd(fields.amountUsd),
    amountLbpPounds: readCostAmountLbp(fields.amountLbp),
    note: readCostNote(fields.note),
  };
}

/**
 * The rules of a line between its fields and the business clock (docs/generator-economics.md#the-log):
 * `today` is the business clock's day, a later day is refused; diesel needs its litres; exactly one of
 * amountUsd (dollars to the cent) and amountLbp (whole pounds) is given.
 */
export function generatorCostLine(values: GeneratorCostValues, today: string): GeneratorCostInput {
  if (values.day > today) {
    throw new InvalidInputError('لا يمكن تسجيل قيد بتاريخ لاحق لليوم', 'COST_DAY_IN_FUTURE');
  }
  if (values.kind === 'diesel' && (values.litresHundredths === null || values.litresHundredths === 0)) {
    throw new InvalidInputError('عدد الليترات مطلوب لشراء المازوت', 'DIESEL_LITRES_REQUIRED');
  }
  const hasUsd = values.amountUsdCents !== null;
  if (hasUsd === (values.amountLbpPounds !== null)) {
    throw new InvalidInputError(
      'اكتب المبلغ بعملة واحدة: بالدولار أو بالليرة',
      hasUsd ? 'COST_AMOUNT_IN_TWO_CURRENCIES' : 'COST_AMOUNT_REQUIRED',
    );
  }
  return {
    day: values.day,
    kind: values.kind,
    generatorId: values.generatorId,
    litresHundredths: values.litresHundredths,
    hoursHundredths: values.hoursHundredths,
    amountUsd: values.amountUsdCents === null ? null : Money.ofCents(values.amountUsdCents),
    amountLbp: values.amountLbpPounds === null ? null : Lbp.ofPounds(values.amountLbpPounds),
    note: values.note,
  };
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The day of a line, YYYY-MM-DD (whether it is after today is generatorCostLine's rule). */
export function readCostDay(value: unknown): string {
  const day = typeof value === 'string' ? value.trim() : '';
  if (!isCalendarDay(day)) {
    throw new InvalidInputError('التاريخ غير صالح، اكتبه بالشكل 2026-11-24', 'INVALID_COST_DAY');
  }
  return day;
}

export function readCostKind(value: unknown): GeneratorCostKind {
  if (!isGeneratorCostKind(value)) {
    throw new InvalidInputError('نوع القيد غير معروف: مازوت أو صيانة أو مصاريف أخرى', 'UNKNOWN_COST_KIND');
  }
  return value;
}

/** The generator a line is for, or null for the business as a whole. */
export function readCostGeneratorId(value: unknown): string | null {
  if (!present(value)) return null;
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new InvalidInputError('المولد غير معروف', 'UNKNOWN_GENERATOR');
  }
  return value.toLowerCase();
}

/** Litres of diesel in hundredths, or null when left out. */
export function readCostLitres(value: unknown): number | null {
  return readOptionalHundredths(value, 'عدد الليترات', MAX_COST_LITRES);
}

/** Running hours in hundredths, or null when left out. */
export function readCostHours(value: unknown): number | null {
  return readOptionalHundredths(value, 'ساعات التشغيل', MAX_COST_HOURS);
}

/** Dollars to the cent, in cents; null when left out. */
export function readCostAmountUsd(value: unknown): number | null {
  return present(value) ? readAmount(value, 2, 'المبلغ بالدولار', MAX_COST_USD_CENTS) : null;
}

/** Whole pounds, stored as typed; null when left out. */
export function readCostAmountLbp(value: unknown): number | null {
  return present(value) ? readAmount(value, 0, 'المبلغ بالليرة', MAX_COST_LBP) : null;
}

function readOptionalHundredths(value: unknown, field: string, max: number): number | null {
  if (!present(value)) return null;
  const hundredths =
    typeof value === 'number' || typeof value === 'string' ? parseScaledDecimal(value, 2) : null;
  if (hundredths === null) throw invalidDecimalError(value, field, 2);
  if (hundredths < 0)
    throw new InvalidInputError(`${field}: لا يمكن أن يكون سالباً`, 'NEGATIVE_COST_QUANTITY');
  if (hundredths > max * 100) {
    throw new InvalidInputError(`${field}: ${max} على الأكثر`, 'COST_QUANTITY_TOO_LARGE');
  }
  return hundredths;
}

function readAmount(value: unknown, scale: number, field: string, max: number): number {
  const units =
    typeof value === 'number' || typeof value === 'string' ? parseScaledDecimal(value, scale) : null;
  if (units === null) throw invalidDecimalError(value, field, scale);
  if (units < 0) throw new InvalidInputError(`${field}: لا يمكن أن يكون سالباً`, 'NEGATIVE_COST_AMOUNT');
  if (units > max) throw new InvalidInputError(`${field}: كبير جداً`, 'COST_AMOUNT_TOO_LARGE');
  return units;
}

export function readCostNote(value: unknown): string | null {
  if (!present(value)) return null;
  if (typeof value !== 'string') throw new InvalidInputError('الملاحظة غير صالحة', 'INVALID_COST_NOTE');
  const note = value.trim();
  if (note.length > GENERATOR_COST_NOTE_MAX_LENGTH) {
    throw new InvalidInputError(
      `الملاحظة طويلة جداً: ${GENERATOR_COST_NOTE_MAX_LENGTH} حرف على الأكثر`,
      'COST_NOTE_TOO_LONG',
    );
  }
  return note === '' ? null : note;
}
