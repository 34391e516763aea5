/** Display formats for what is not money: quantities, customer numbers, dates. ASCII digits throughout. */
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, useGrouping: true });

/** Amperes and other quantities: up to three decimals, no trailing zeros. */
export function formatQuantity(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? quantity.format(value) : '0';
}

/** spec 000 §9: customer numbers appear with a leading '#'. */
export function formatCustomerNumber(customerNumber: number | string): string {
  return `#${customerNumber}`;
}

/** Keeps a left-to-right piece (#1000, $25, 2026-11) in its shape inside an Arabic sentence: after
 * Arabic letters, '#' and '$' would otherwise move to the other side of the digits. For plain strings
 * (toasts, placeholders); in markup use <bdi dir="ltr">. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as the local date and time, 2026-11-22 14:05. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO timestamp as the local date, 2026-11-22. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}
