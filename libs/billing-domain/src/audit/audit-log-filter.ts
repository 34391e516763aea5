import { dayAfter, isCalendarDay } from '../calendar/calendar-day';
import { InvalidInputError } from '../errors/invalid-input.error';

/**
 * What the audit log records (docs/operator-guide.md#users-and-the-audit-log): every destructive or
 * money-changing action, by a fixed name. Readers filter by these names; the screen shows each in Arabic.
 */
export const AUDIT_ACTIONS = [
  'delete-record',
  'restore-record',
  'archive-live-records',
  'restore-manual-archive',
  'clear-column',
  'close-month',
  'undo-batch',
  'update-prices',
  'update-exchange-rate',
  'update-subscription-pricing',
  'migrate-lbp',
  'record-payment',
  'void-payment',
  'mark-all-unpaid',
  'change-passcode',
  'set-passcode',
  'passcode-failed',
  'portal-miss',
  'approve-registration',
  'decline-registration',
  'create-user',
  'update-user',
  'reset-password',
  'update-company-profile',
  // docs/public-address.md: the address customers reach, saved by an administrator
  'set-public-address',
  'update-table-config',
  'import-readings',
  // docs/readings-in-a-month.md: one meter read on the round (an actual reading, an estimate, unread)
  'record-meter-reading',
  // docs/backups.md: a backup taken (nightly, from the page or the terminal) and a backup restored
  'take-backup',
  'restore-backup',
  // docs/backups.md: a backup that could not be written (a full disk, the database down...)
  'backup-failed',
  // docs/generator-economics.md: the generators and their log
  'add-generator',
  'edit-generator',
  'archive-generator',
  'record-generator-cost',
  'import-generator-costs',
  'void-generator-cost',
  'void-generator-cost-import',
  // docs/handover.md: a collector's day counted (or counted again) by an administrator
  'record-handover',
  // docs/debtors.md#reminders-in-one-pass: a reminder run started, and each customer reminded in it
  'start-reminder-run',
  'remind-customer',
  // docs/official-tariff.md: a month's official tariff entered or changed, and applied to the prices
  'set-official-tariff',
  'apply-official-tariff',
  // docs/cut-off.md: a customer cut off, reconnected (with the amount due at the time)
  'cut-off-customer',
  'reconnect-customer',
  'update-cut-off-settings',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;

/** Which entries to show: all optional; days are whole calendar days, both ends included. */
export interface AuditLogFilter {
  action?: AuditAction;
  userId?: string;
  /** First day shown, YYYY-MM-DD. */
  from?: string;
  /** Last day shown, YYYY-MM-DD. */
  to?: string;
  /** From 1. */
  page: number;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * Reads the filter of the audit log as a URL gives it (every value text, or absent). An empty value
 * means "no filter"; anything else that is not exactly right is refused naming the field.
 */
export function readAuditLogFilter(query: Readonly<Record<string, unknown>>): AuditLogFilter {
  const action = textOf(query.action, 'نوع الإجراء غير صالح');
  const userId = textOf(query.userId, 'معرّف المستخدم غير صالح');
  const from = textOf(query.from, 'تاريخ البداية غير صالح');
  const to = textOf(query.to, 'تاريخ النهاية غير صالح');
  const page = textOf(query.page, 'رقم الصفحة غير صالح');

  if (action !== undefined && !isAuditAction(action)) {
    throw new InvalidInputError(`نوع الإجراء غير معروف: ${action}`, 'INVALID_AUDIT_ACTION');
  }
  if (userId !== undefined && !UUID_SHAPE.test(userId)) {
    throw new InvalidInputError('معرّف المستخدم غير صالح', 'INVALID_USER_ID');
  }
  if (from !== undefined && !isCalendarDay(from)) {
    throw new InvalidInputError('تاريخ البداية غير صالح، اكتبه بالشكل 2026-11-24', 'INVALID_FROM_DATE');
  }
  if (to !== undefined && !isCalendarDay(to)) {
    throw new InvalidInputError('تاريخ النهاية غير صالح، اكتبه بالشكل 2026-11-24', 'INVALID_TO_DATE');
  }
  if (from !== undefined && to !== undefined && from > to) {
    throw new InvalidInputError('تاريخ البداية بعد تاريخ النهاية', 'INVALID_DATE_RANGE');
  }
  if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page)) {
    throw new InvalidInputError('رقم الصفحة غير صالح', 'INVALID_PAGE');
  }
  return {
    ...(action !== undefined && { action: action as AuditAction }),
    ...(userId !== undefined && { userId: userId.toLowerCase() }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    page: page === undefined ? 1 : Number(page),
  };
}

/** The day after `day` (YYYY-MM-DD): kept here for the audit log's readers. */
export { dayAfter };

function textOf(value: unknown, invalidMessage: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InvalidInputError(invalidMessage, 'INVALID_AUDIT_FILTER');
  const text = value.trim();
  return text === '' ? undefined : text;
}
