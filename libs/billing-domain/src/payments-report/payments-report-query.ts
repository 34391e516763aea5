import { daysFromTo, isCalendarDay } from '../calendar/calendar-day';
import { InvalidInputError } from '../errors/invalid-input.error';

/** How the collection report groups the payments: by day, collector, system, method, box. */
export const PAYMENTS_REPORT_GROUPS = ['day', 'collector', 'system', 'method', 'box'] as const;
export type PaymentsReportGroup = (typeof PAYMENTS_REPORT_GROUPS)[number];

/** A year, leap day included: a longer period is refused (one answer stays one screen and one sheet). */
export const MAX_PAYMENTS_REPORT_DAYS = 366;

/** Which payments the report counts: received from `from` to `to` (days, both included), grouped by `by`. */
export interface PaymentsReportQuery {
  readonly from: string;
  readonly to: string;
  readonly by: PaymentsReportGroup;
  /** One system only, when given. */
  readonly system?: string;
}

export function isPaymentsReportGroup(value: string): value is PaymentsReportGroup {
  return (PAYMENTS_REPORT_GROUPS as readonly string[]).includes(value);
}

/**
 * Reads the report's question as a URL or the terminal gives it (every value text, or absent). Days
 * left out are this month's first and last (`today` is YYYY-MM-DD); the grouping left out is by day.
 * Anything else not exactly right is refused in Arabic, naming the field.
 */
export function readPaymentsReportQuery(
  query: Readonly<Record<string, unknown>>,
  today: string,
): PaymentsReportQuery {
  const from = textOf(query.from, 'تاريخ البداية غير صالح، اكتبه بالشكل 2026-11-24', 'INVALID_FROM_DATE');
  const to = textOf(query.to, 'تاريخ النهاية غير صالح، اكتبه بالشكل 2026-11-30', 'INVALID_TO_DATE');
  const by = textOf(query.by, 'طريقة التجميع غير معروفة', 'INVALID_REPORT_GROUP');
  const system = textOf(query.system, 'نظام الفوترة غير معروف', 'UNKNOWN_BILLING_SYSTEM');

  if (from !== undefined && !isCalendarDay(from)) {
    throw new InvalidInputError('تاريخ البداية غير صالح، اكتبه بالشكل 2026-11-24', 'INVALID_FROM_DATE');
  }
  if (to !== undefined && !isCalendarDay(to)) {
    throw new InvalidInputError('تاريخ النهاية غير صالح، اكتبه بالشكل 2026-11-30', 'INVALID_TO_DATE');
  }
  if (by !== undefined && !isPaymentsReportGroup(by)) {
    throw new InvalidInputError(
      `طريقة التجميع غير معروفة: ${by}. اختر اليوم (day) أو الجابي (collector) أو النظام (system) أو طريقة الدفع (method) أو الصندوق (box)`,
      'INVALID_REPORT_GROUP',
    );
  }
  const period = { from: from ?? firstDayOfMonth(today), to: to ?? lastDayOfMonth(today) };
  if (period.from > period.to) {
    throw new InvalidInputError('تاريخ البداية بعد تاريخ النهاية', 'INVALID_DATE_RANGE');
  }
  if (daysFromTo(period.from, period.to) > MAX_PAYMENTS_REPORT_DAYS) {
    throw new InvalidInputError(
      `الفترة أطول من ${MAX_PAYMENTS_REPORT_DAYS} يوماً: اختر فترة أقصر`,
      'REPORT_PERIOD_TOO_LONG',
    );
  }
  return {
    ...period,
    by: (by as PaymentsReportGroup | undefined) ?? 'day',
    ...(system !== undefined && { system }),
  };
}

function firstDayOfMonth(today: string): string {
  return `${today.slice(0, 7)}-01`;
}

function lastDayOfMonth(today: string): string {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${today.slice(0, 7)}-${String(days).padStart(2, '0')}`;
}

function textOf(value: unknown, invalidMessage: string, code: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InvalidInputError(invalidMessage, code);
  const text = value.trim();
  return text === '' ? undefined : text;
}
