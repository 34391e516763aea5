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

/** The business's calendar (Lebanon): a payment belongs to the day it was taken there. */
export const BUSINESS_TIME_ZONE = 'Asia/Beirut';

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
