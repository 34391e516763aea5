import { isLebaneseMobile } from '../customer/phone';
import { InvalidInputError } from '../errors/invalid-input.error';
import { isBlankNumber, normaliseNumberText, notANumber } from '../numbers/number-text';
import { isBillingSystemId } from '../systems/billing-system';
import { statementWhatsAppText, type StatementOfWhatsApp } from '../customer/whatsapp';

/** How many days back a run skips customers already reminded, at most (a year). */
export const MAX_REMINDER_SKIP_DAYS = 365;
/** How many customers one run walks, at most. */
export const MAX_REMINDER_RUN_CUSTOMERS = 5000;
/** A run skips the customers reminded in the last week unless told otherwise. */
const DEFAULT_REMINDER_SKIP_DAYS = 7;

/** Why a run does not remind a customer (docs/debtors.md#reminders-in-one-pass). */
export type ReminderSkipReason = 'no-phone' | 'landline' | 'recently-reminded' | 'not-owing';

export const REMINDER_SKIP_LABELS: Readonly<Record<ReminderSkipReason, string>> = Object.freeze({
  'no-phone': 'لا يوجد رقم هاتف',
  landline: 'هاتف أرضي: لا واتساب',
  'recently-reminded': 'تم تذكيره مؤخراً',
  'not-owing': 'لا يوجد مبلغ مستحق',
});

export interface ReminderCandidate {
  /** E.164 or null. */
  readonly phone: string | null;
  readonly totalDue: number;
  /** The day ('YYYY-MM-DD', business time zone) of the last reminder, or null. */
  readonly lastReminderDay: string | null;
}

/**
 * Whether a run skips the customer, and why: nothing owed, no phone, a landline (the one phone reader
 * says which numbers are mobiles), or reminded within the last `skipWithinDays` days (`today`
 * included: 0 skips no one for that).
 */
export function reminderSkipReason(
  candidate: ReminderCandidate,
  today: string,
  skipWithinDays: number,
): ReminderSkipReason | null {
  if (!(candidate.totalDue > 0)) return 'not-owing';
  if (candidate.phone === null || candidate.phone.trim() === '') return 'no-phone';
  if (!isLebaneseMobile(candidate.phone)) return 'landline';
  if (candidate.lastReminderDay !== null && skipWithinDays > 0) {
    if (daysBetween(candidate.lastReminderDay, today) < skipWithinDays) return 'recently-reminded';
  }
  return null;
}

/**
 * The reminder on WhatsApp: the statement's invoice text (amount due in dollars and pounds, the portal
 * link) with how long the debt has run and how to pay.
 */
export function reminderWhatsAppText(
  statement: StatementOfWhatsApp,
  months: number,
  portalUrl: string | null,
): string {
  const lines = [statementWhatsAppText(statement, portalUrl)];
  if (months > 0) lines.push(`عليكم متأخرات منذ ${monthsText(months)}.`);
  lines.push('يرجى الدفع للجابي أو في مكتب المولّد. شكراً لكم.');
  return lines.join('\n');
}

function monthsText(months: number): string {
  if (months === 1) return 'شهر';
  if (months === 2) return 'شهرين';
  if (months <= 10) return `${months} أشهر`;
  return `${months} شهراً`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A customer a run is asked to remind. */
export interface ReminderTarget {
  readonly system: string;
  readonly customerId: string;
}

export interface ReminderRunRequest {
  readonly customers: readonly ReminderTarget[];
  readonly skipRemindedWithinDays: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SKIP_DAYS_FIELD = 'تخطي من ذُكّر خلال (أيام)';

/**
 * A reminder run's customers (docs/debtors.md#reminders-in-one-pass): one to 5,000, each a system id and a
 * customer id, each once. Anything else is refused in Arabic.
 */
export function readReminderCustomers(list: unknown): ReminderTarget[] {
  if (!Array.isArray(list) || list.length === 0) {
    throw new InvalidInputError('اختر زبوناً واحداً على الأقل للتذكير', 'NO_CUSTOMERS_CHOSEN');
  }
  if (list.length > MAX_REMINDER_RUN_CUSTOMERS) {
    throw new InvalidInputError(
      `لا يمكن تذكير أكثر من ${MAX_REMINDER_RUN_CUSTOMERS} زبون في جولة واحدة`,
      'TOO_MANY_CUSTOMERS',
    );
  }
  const seen = new Set<string>();
  const customers = list.map((entry: unknown) => {
    const { system, customerId } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    if (
      typeof system !== 'string' ||
      !isBillingSystemId(system) ||
      typeof customerId !== 'string' ||
      !UUID.test(customerId)
    ) {
      throw new InvalidInputError('زبون غير صالح في القائمة', 'INVALID_REMINDER_CUSTOMER');
    }
    const key = `${system}/${customerId.toLowerCase()}`;
    if (seen.has(key)) throw new InvalidInputError('زبون مكرر في القائمة', 'DUPLICATE_REMINDER_CUSTOMER');
    seen.add(key);
    return { system, customerId: customerId.toLowerCase() };
  });
  return customers;
}

/**
 * The days within which a reminded customer is skipped: a whole number from 0 to 365 read by the one number
 * reader, 7 when left out; anything else is refused in Arabic naming the field.
 */
export function readReminderSkipDays(value: unknown): number {
  if (isBlankNumber(value)) return DEFAULT_REMINDER_SKIP_DAYS;
  const text = normaliseNumberText(value);
  if (text === null) throw notANumber(value, SKIP_DAYS_FIELD);
  const days = Number(text);
  if (!Number.isInteger(days) || days < 0 || days > MAX_REMINDER_SKIP_DAYS) {
    throw new InvalidInputError(
      `${SKIP_DAYS_FIELD}: اكتب عدداً صحيحاً من 0 إلى ${MAX_REMINDER_SKIP_DAYS}`,
      'INVALID_SKIP_DAYS',
    );
  }
  return days;
}
