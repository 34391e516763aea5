import { ARABIC_MONTH_NAMES } from './month';

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Sunday first, as Date#getUTCDay counts. */
export const ARABIC_WEEKDAY_NAMES: readonly string[] = Object.freeze([
  'الأحد',
  'الاثنين',
  'الثلاثاء',
  'الأربعاء',
  'الخميس',
  'الجمعة',
  'السبت',
]);

/**
 * The business's calendar when BUSINESS_TIME_ZONE is not set (Lebanon): "today", the 25th rule, month
 * closes, receipt years and report days are days there, whatever the server's TZ
 * (docs/operator-guide.md#configuration).
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Beirut';

/** Whether `name` is a time zone this runtime knows ('Asia/Beirut', 'UTC'); '' and 'Beirut' are not. */
export function isTimeZone(name: string): boolean {
  if (typeof name !== 'string' || name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`: 23:30 UTC on 24 November is
 * 25 November in Beirut. The domain never reads the clock; the caller passes the instant in.
 */
export function calendarDayIn(instant: Date, timeZone: string): string {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError('not an instant');
  }
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; the parts are read by type, not by position, all the same.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The year (e.g. 2026) that `instant` falls in, in `timeZone`: what a receipt is numbered by. */
export function calendarYearIn(instant: Date, timeZone: string): number {
  return Number(calendarDayIn(instant, timeZone).slice(0, 4));
}

/** The day of the month (1–31) of a calendar day YYYY-MM-DD. */
export function dayOfMonth(day: string): number {
  const date = utcDateOf(day);
  if (!date) throw new RangeError(`not a calendar day: ${day}`);
  return date.getUTCDate();
}

function utcDateOf(day: string): Date | null {
  const match = DAY_SHAPE.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  const exists =
    year >= 2000 &&
    value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === date;
  return exists ? value : null;
}

/** A day that exists, written YYYY-MM-DD, from 2000 on ('2026-02-30' and '26-1-1' do not). */
export function isCalendarDay(text: string): boolean {
  return utcDateOf(text) !== null;
}

/** The day after `day` (YYYY-MM-DD), for "up to the end of that day". */
export function dayAfter(day: string): string {
  const date = utcDateOf(day);
  if (!date) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(date.getTime() + MS_PER_DAY).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (one for the same day). */
export function daysFromTo(from: string, to: string): number {
  const start = utcDateOf(from);
  const end = utcDateOf(to);
  if (!start || !end) throw new RangeError(`not calendar days: ${from}, ${to}`);
  return Math.round((end.getTime() - start.getTime()) / MS_PER_DAY) + 1;
}

/** 'الثلاثاء 24 تشرين الثاني 2026' for '2026-11-24': weekday, day, Levantine month name, year. */
export function arabicDayLabel(day: string): string {
  const date = utcDateOf(day);
  if (!date) throw new RangeError(`not a calendar day: ${day}`);
  return `${ARABIC_WEEKDAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${
    ARABIC_MONTH_NAMES[date.getUTCMonth()]
  } ${date.getUTCFullYear()}`;
}
