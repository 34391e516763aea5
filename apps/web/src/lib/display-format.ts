import { Month } from '@kahraba/billing-domain';
import { businessTimeZone } from './app-settings';

/** Display formats for what is not money: quantities, customer numbers, dates. ASCII digits throughout. */
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, useGrouping: true });

/** Amperes and other quantities: up to three decimals, no trailing zeros. */
export function formatQuantity(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? quantity.format(value) : '0';
}

/** Customer numbers appear with a leading '#'. */
export function formatCustomerNumber(customerNumber: number | string): string {
  return `#${customerNumber}`;
}

/** Keeps a left-to-right piece (#1000, $25, 2026-11) in its shape inside an Arabic sentence: after
 * Arabic letters, '#' and '$' would otherwise move to the other side of the digits. For plain strings
 * (toasts, placeholders); in markup use <bdi dir="ltr">. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO timestamp as the date and time in the business's time zone, 2026-11-22 14:05. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = businessTimeZone();
  let format = dateTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    dateTimeFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((piece) => [piece.type, piece.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** A month in words, 'تشرين الثاني 2026' for '2026-11'; the text itself if it is no month. */
export function formatMonth(month: string): string {
  try {
    return Month.parse(month).label();
  } catch {
    return month;
  }
}
